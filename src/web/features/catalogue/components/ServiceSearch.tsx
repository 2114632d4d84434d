/**
 * The search box of a category page (docs/product.md#services-page), the root of service-search.island.ts: it names
 * the results it drives (`resultsId`), the category to search and the term the page was drawn with. Until the results
 * are on the page (the app still loading them) the island waits.
 */
import { useRef } from 'react';
import type { Island } from '@web/lib/islands';
import { useIsland } from '@web/lib/use-island';
import { ISLAND_NAMES } from './island-names';
import { serviceSearchIsland } from './service-search.island';
import { ServiceSearchBox } from './ServiceSearchBox';
import classes from './ServiceSearch.module.css';

const waiting: Island = () => () => undefined;

interface ServiceSearchProps {
  resultsId: string;
  categoryId: number | undefined;
  search: string;
  isReady: boolean;
}

export function ServiceSearch({ resultsId, categoryId, search, isReady }: ServiceSearchProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, isReady ? serviceSearchIsland : waiting);
  return (
    <div
      ref={rootRef}
      className={classes.root}
      data-island={ISLAND_NAMES.serviceSearch}
      data-results={resultsId}
      data-category-id={categoryId}
      data-search={search}
    >
      <ServiceSearchBox defaultValue={search} />
    </div>
  );
}

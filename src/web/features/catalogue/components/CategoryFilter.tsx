/**
 * The search box of /services with, while it holds text, the link that searches every service for it
 * (docs/product.md#services-page). Markup only, first as a visitor with nothing typed sees it: category-filter.island.ts
 * filters the grid named by `resultsId` and keeps the link's text and address up to date.
 */
import { useRef } from 'react';
import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { ALL_CATEGORY_SLUG } from '@shared/constants';
import type { Island } from '@web/lib/islands';
import { useIsland } from '@web/lib/use-island';
import { categoryLink } from '../category-link';
import { SEARCH_ALL_ATTRIBUTE, categoryFilterIsland } from './category-filter.island';
import { ISLAND_NAMES } from './island-names';
import { SEARCH_SLOT } from './search-text';
import { ServiceSearchBox } from './ServiceSearchBox';
import { useFollowHref } from './use-follow-href';
import classes from './ServiceSearch.module.css';
import { catalogueText } from '../en';

/** Nothing to attach to yet: the grid is still loading. */
const waiting: Island = () => () => undefined;

export function CategoryFilter({ resultsId, isReady }: { resultsId: string; isReady: boolean }) {
  const { t } = useText(catalogueText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, isReady ? categoryFilterIsland : waiting);
  const followHref = useFollowHref();
  return (
    <div ref={rootRef} className={classes.root} data-island={ISLAND_NAMES.categoryFilter} data-results={resultsId}>
      <ServiceSearchBox />
      <Anchor
        component={Link}
        to={categoryLink(ALL_CATEGORY_SLUG)}
        onClick={followHref}
        fw={600}
        size="sm"
        hidden
        {...{ [SEARCH_ALL_ATTRIBUTE]: '' }}
      >
        <Group gap={6} component="span" wrap="nowrap">
          <span data-template={t('services.searchAll', { search: SEARCH_SLOT })} />
          <IconArrowRight size={16} aria-hidden />
        </Group>
      </Anchor>
    </div>
  );
}

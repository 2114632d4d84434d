/**
 * The category tabs of the services pages (docs/product.md#services-page): links to /curly-service/{slug}, the current
 * one marked, keeping the search that is typed (the search island writes it into their addresses). A row that scrolls
 * sideways on a phone, the current tab brought into view by category-tabs.island.ts.
 */
import { useRef, type HTMLAttributes } from 'react';
import { ScrollArea, Skeleton, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import type { Category } from '@shared/catalogue.schemas';
import { categoryLink } from '../category-link';
import type { Island } from '@web/lib/islands';
import { useIsland } from '@web/lib/use-island';
import { TABS_VIEWPORT_ATTRIBUTE, categoryTabsIsland } from './category-tabs.island';
import { ISLAND_NAMES } from './island-names';
import { KEEPS_SEARCH_ATTRIBUTE } from './service-search.island';
import { useFollowHref } from './use-follow-href';
import classes from './CategoryTabs.module.css';
import { catalogueText } from '../en';
import { categoriesText } from '@web/components/categories/en';

const waiting: Island = () => () => undefined;

interface CategoryTabsProps {
  categories: readonly Category[] | undefined;
  currentSlug?: string;
  search?: string;
}

export function CategoryTabs({ categories, currentSlug, search = '' }: CategoryTabsProps) {
  const { t } = useText(catalogueText);
  const { t: categoryName } = useText(categoriesText);
  const rootRef = useRef<HTMLElement>(null);
  // The island brings the current tab into view; it waits for the tabs (skeletons stand in while they load).
  useIsland(rootRef, categories ? categoryTabsIsland : waiting);
  const followHref = useFollowHref();

  if (!categories) {
    return (
      <Group gap={8} wrap="nowrap" style={{ overflow: 'hidden' }} aria-hidden>
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} height={38} width={110} radius="xl" style={{ flexShrink: 0 }} />
        ))}
      </Group>
    );
  }

  return (
    <nav ref={rootRef} aria-label={t('category.tabsLabel')} data-island={ISLAND_NAMES.categoryTabs}>
      <ScrollArea
        type="hover"
        scrollbarSize={6}
        className={classes.scroller}
        viewportProps={{ [TABS_VIEWPORT_ATTRIBUTE]: '' } as HTMLAttributes<HTMLDivElement>}
      >
        <ul className={classes.list}>
          {categories.map((category) => {
            const isCurrent = category.slug === currentSlug;
            return (
              <li key={category.id}>
                <Link
                  to={categoryLink(category.slug, search)}
                  className={classes.tab}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={followHref}
                  {...{ [KEEPS_SEARCH_ATTRIBUTE]: '' }}
                >
                  {categoryName(category.slug, { defaultValue: category.name })}
                </Link>
              </li>
            );
          })}
        </ul>
      </ScrollArea>
    </nav>
  );
}

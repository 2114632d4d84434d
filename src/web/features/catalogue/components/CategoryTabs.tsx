/**
 * The category tabs of the services pages (docs/product.md#services-page): links to /curly-service/{slug}, the current
 * one marked, keeping the search that is typed (the search island writes it into their addresses). A row that scrolls
 * sideways on a phone.
 */
import { useEffect, useRef } from 'react';
import { ScrollArea, Skeleton, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import type { Category } from '@shared/catalogue.schemas';
import { categoryLink } from '../category-link';
import { KEEPS_SEARCH_ATTRIBUTE } from './service-search.island';
import { useFollowHref } from './use-follow-href';
import classes from './CategoryTabs.module.css';
import { catalogueText } from '../en';
import { categoriesText } from '@web/components/categories/en';

interface CategoryTabsProps {
  categories: readonly Category[] | undefined;
  currentSlug?: string;
  search?: string;
}

export function CategoryTabs({ categories, currentSlug, search = '' }: CategoryTabsProps) {
  const { t } = useText(catalogueText);
  const { t: categoryName } = useText(categoriesText);
  const currentRef = useRef<HTMLAnchorElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const followHref = useFollowHref();

  // Bring the current tab into view on a narrow screen, without moving the page.
  useEffect(() => {
    const tab = currentRef.current;
    const viewport = viewportRef.current;
    if (!tab || !viewport) return;
    const left = tab.offsetLeft - viewport.clientWidth / 2 + tab.clientWidth / 2;
    viewport.scrollLeft = Math.max(0, left);
  }, [currentSlug, categories]);

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
    <nav aria-label={t('category.tabsLabel')}>
      <ScrollArea type="hover" scrollbarSize={6} className={classes.scroller} viewportRef={viewportRef}>
        <ul className={classes.list}>
          {categories.map((category) => {
            const isCurrent = category.slug === currentSlug;
            return (
              <li key={category.id}>
                <Link
                  to={categoryLink(category.slug, search)}
                  className={classes.tab}
                  aria-current={isCurrent ? 'page' : undefined}
                  ref={isCurrent ? currentRef : undefined}
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

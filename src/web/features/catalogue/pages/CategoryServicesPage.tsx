/**
 * /curly-service/{slug} (docs/product.md#services-page): the services of a category, or of every category for
 * 'all', searched by name, with the category tabs, product cards, the description for long texts and 'Add to My
 * Room'. An unknown slug is the 404 page.
 *
 * The page draws the address it is opened with (a search in it shows only the matching cards, as the server says)
 * and holds every card of the category; from then on the search is an island (service-search.island.ts), the same on
 * a guest's document and in the app, which shows and hides those cards. So each address the router opens is drawn
 * afresh, and what the island changes (which cards show, their order, the count) React renders once and leaves.
 */
import { useCallback, useState } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useText } from '@web/i18n';
import type { Category, Service } from '@shared/catalogue.schemas';
import { useCart } from '@web/lib/use-cart';
import { NotFoundPage } from '@web/components/NotFoundPage';
import { useCategories } from '@web/lib/categories';
import { useCategoryServices } from '../api';
import { CatalogueHeader } from '../components/CatalogueHeader';
import { CategoryTabs } from '../components/CategoryTabs';
import {
  ServiceResults,
  ServiceResultsSkeleton,
  ServicesLoadFailed,
  type FirstList,
} from '../components/ServiceResults';
import { ServiceSearch } from '../components/ServiceSearch';
import { COUNT_ATTRIBUTE } from '../components/service-search.island';
import { COUNT_SLOT } from '../components/search-text';
import classes from './CategoryServicesPage.module.css';
import { catalogueText } from '../en';
import { categoriesText } from '@web/components/categories/en';

const RESULTS_ID = 'category-services';

export function CategoryServicesPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { categories, isLoading: isLoadingCategories } = useCategories();
  const category = categories?.find((entry) => entry.slug === slug);

  if (!isLoadingCategories && !category) return <NotFoundPage />;
  return (
    <CategoryView
      // A new address (a tab, a link, the back button) is a fresh page; the island's own changes of the address
      // (the search it replaces) are not the router's, so they keep this one.
      key={location.key}
      categories={categories}
      category={category}
      slug={slug}
      search={(searchParams.get('search') ?? '').trim()}
    />
  );
}

/** The first value that is not undefined, kept from then on. */
function useFirst<T>(value: T | undefined): T | undefined {
  const [first, setFirst] = useState(value);
  if (first === undefined && value !== undefined) {
    setFirst(value);
    return value;
  }
  return first;
}

interface CategoryViewProps {
  categories: readonly Category[] | undefined;
  category: Category | undefined;
  slug: string;
  search: string;
}

function CategoryView({ categories, category, slug, search }: CategoryViewProps) {
  const { t: categoryWords } = useText(categoriesText);
  const { services, matched, isLoading, error } = useCategoryServices(category?.id ?? null, search);
  const list = useFirst<FirstList>(services && matched ? { services, matched } : undefined);
  const cart = useCart();
  const { add } = cart;
  const onAdd = useCallback((service: Service) => add(service.id), [add]);

  const categoryName = category ? categoryWords(category.slug, { defaultValue: category.name }) : '';
  const location = useLocation();

  return (
    <>
      <CatalogueHeader artwork={category}>
        <ServiceSearch resultsId={RESULTS_ID} categoryId={category?.id} search={search} isReady={list !== undefined} />
      </CatalogueHeader>
      <Container size="xl" w="100%" className={classes.container}>
        <Stack gap="lg" id={RESULTS_ID}>
          <Stack gap="md">
            <CategoryTabs categories={categories} currentSlug={slug} search={search} />
            <div className={classes.heading}>
              <Title order={2} className={classes.categoryName}>
                {categoryName}
              </Title>
              {list && <ServiceCount count={list.matched.length} />}
            </div>
          </Stack>

          {list ? (
            <ServiceResults list={list} isInCart={cart.isInCart} isAdding={cart.isAdding} onAdd={onAdd} />
          ) : error && !isLoading ? (
            <ServicesLoadFailed retryTo={`${location.pathname}${location.search}`} />
          ) : (
            <ServiceResultsSkeleton />
          )}
        </Stack>
      </Container>
    </>
  );
}

/**
 * How many services show, as a status a screen reader reads when it changes; with none it is for the ear only (the
 * empty state below says it on screen). The island fills in the forms rendered here.
 */
function ServiceCount({ count }: { count: number }) {
  const { t } = useText(catalogueText);
  // A count that is not a number picks no plural form: each form's own text, {{count}} kept for the island.
  const template = (form: 'one' | 'other') =>
    t(`category.count_${form}`, { defaultValue: '', count: COUNT_SLOT as unknown as number });
  return (
    <Text
      c="dimmed"
      size="sm"
      role="status"
      className={classes.count}
      {...{ [COUNT_ATTRIBUTE]: count }}
      data-count-one={template('one')}
      data-count-other={template('other')}
    >
      {t('category.count', { count })}
    </Text>
  );
}

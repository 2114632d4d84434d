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
import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useText } from '@web/i18n';
import type { Category, Service } from '@shared/catalogue.schemas';
import { ALL_CATEGORY_SLUG } from '@shared/constants';
import { useCart } from '@web/lib/use-cart';
import { NotFoundPage } from '@web/components/NotFoundPage';
import { useCategories } from '@web/lib/categories';
import { useCategoryServices } from '../api';
import { CatalogueHeader } from '../components/CatalogueHeader';
import { categoryLink } from '../category-link';
import { CategoryTabs } from '../components/CategoryTabs';
import { ServiceCard, ServiceCardSkeleton } from '../components/ServiceCard';
import { ServiceDetailsDialog } from '../components/ServiceDetails';
import { ServiceSearch } from '../components/ServiceSearch';
import {
  COUNT_ATTRIBUTE,
  EMPTY_ATTRIBUTE,
  GRID_ATTRIBUTE,
  RETRY_ATTRIBUTE,
  SEARCH_FAILED_ATTRIBUTE,
} from '../components/service-search.island';
import { COUNT_SLOT } from '../components/search-text';
import classes from './CategoryServicesPage.module.css';
import { catalogueText } from '../en';
import { categoriesText } from '@web/components/categories/en';
import { Columns } from '@web/components/Columns';

const SERVICE_SKELETON_COUNT = 8;
const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };
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

/** What the page first shows: every service of the category, and those the address's search matches. */
interface FirstList {
  services: Service[];
  matched: Service[];
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
  const { t } = useText(catalogueText);
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
          <div className={classes.toolbar}>
            <CategoryTabs categories={categories} currentSlug={slug} search={search} />
            <div className={classes.heading}>
              <Title order={2} className={classes.categoryName}>
                {categoryName}
              </Title>
              {list && <ServiceCount count={list.matched.length} />}
            </div>
          </div>

          {list ? (
            <ServiceResults list={list} isInCart={cart.isInCart} isAdding={cart.isAdding} onAdd={onAdd} />
          ) : error && !isLoading ? (
            <Stack align="center" gap="sm" py="xl" className={classes.empty} role="alert">
              <Text ta="center" maw={420}>
                {t('services.loadFailed')}
              </Text>
              {/* The same address again: the app opens it afresh, a document reloads. */}
              <Button
                component={Link}
                to={`${location.pathname}${location.search}`}
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
              >
                {t('services.retry')}
              </Button>
            </Stack>
          ) : (
            <Columns cols={GRID_COLS} spacing="lg" aria-busy="true">
              {Array.from({ length: SERVICE_SKELETON_COUNT }, (_, index) => (
                <ServiceCardSkeleton key={index} />
              ))}
            </Columns>
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

interface ServiceResultsProps {
  list: FirstList;
  isInCart: (serviceId: number) => boolean;
  isAdding: (serviceId: number) => boolean;
  onAdd: (service: Service) => void;
}

/**
 * Every card of the category, those the address's search leaves out hidden, the matching ones first in the server's
 * order; the empty state and the notice of a failed search, hidden until the island needs them; and the dialogs of the
 * long descriptions.
 */
function ServiceResults({ list, isInCart, isAdding, onAdd }: ServiceResultsProps) {
  const { t } = useText(catalogueText);
  const { services, matched } = list;
  const matchedIds = new Set(matched.map((service) => service.id));
  const ordered = [...matched, ...services.filter((service) => !matchedIds.has(service.id))];
  const orderOf = new Map(services.map((service, index) => [service.id, index]));
  const hasMatches = matched.length > 0;

  return (
    <>
      <Columns
        cols={GRID_COLS}
        spacing="lg"
        hidden={!hasMatches}
        className={classes.grid}
        {...{ [GRID_ATTRIBUTE]: '' }}
      >
        {ordered.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            order={orderOf.get(service.id) ?? services.length}
            hidden={!matchedIds.has(service.id)}
            isInCart={isInCart(service.id)}
            isAdding={isAdding(service.id)}
            onAdd={onAdd}
          />
        ))}
      </Columns>
      <Stack
        align="center"
        gap="sm"
        py="xl"
        className={classes.empty}
        role="alert"
        hidden
        {...{ [SEARCH_FAILED_ATTRIBUTE]: '' }}
      >
        <Text ta="center" maw={420}>
          {t('services.loadFailed')}
        </Text>
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} {...{ [RETRY_ATTRIBUTE]: '' }}>
          {t('services.retry')}
        </Button>
      </Stack>
      <Stack
        align="center"
        gap="sm"
        py={48}
        px="md"
        className={classes.empty}
        hidden={hasMatches}
        {...{ [EMPTY_ATTRIBUTE]: '' }}
      >
        <ThemeIcon size={56} radius="xl" variant="light" color="rose" aria-hidden>
          <IconMoodEmpty size={30} />
        </ThemeIcon>
        <Title order={3} ta="center" fz="lg">
          {t('service.noMatch')}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          {t('service.noMatchHint')}
        </Text>
        <Button component={Link} to={categoryLink(ALL_CATEGORY_SLUG)} variant="light">
          {t('service.showAll')}
        </Button>
      </Stack>
      {/* Closed, the dialog takes no room; open, it is drawn above the page. */}
      <div className={classes.dialogs}>
        <ServiceDetailsDialog />
      </div>
    </>
  );
}

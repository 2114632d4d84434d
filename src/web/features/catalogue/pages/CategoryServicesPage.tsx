/**
 * /curly-service/{slug} (docs/product.md#services-page): the services of a category, or of every category for
 * 'all', searched by name (debounced, sent as `search`), with the category tabs, product cards, the description
 * for long texts and 'Add to My Room'. An unknown slug is the 404 page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useText } from '@web/i18n';
import type { Service } from '@shared/catalogue.schemas';
import { ALL_CATEGORY_SLUG, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { useCart } from '@web/lib/use-cart';
import { NotFoundPage } from '@web/components/NotFoundPage';
import { useCategories } from '@web/lib/categories';
import { useServices } from '../api';
import { CatalogueHeader } from '../components/CatalogueHeader';
import { categoryLink } from '../category-link';
import { CategoryTabs } from '../components/CategoryTabs';
import { ServiceCard, ServiceCardSkeleton, hasLongDescription } from '../components/ServiceCard';
import { ServiceDetailDialog } from '../components/ServiceDetails';
import { ServiceSearch } from '../components/ServiceSearch';
import classes from './CategoryServicesPage.module.css';
import { catalogueText } from '../en';
import { categoriesText } from '@web/components/categories/en';

const SERVICE_SKELETON_COUNT = 8;
const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

export function CategoryServicesPage() {
  const { t } = useText(catalogueText);
  const { t: categoryWords } = useText(categoriesText);
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';

  // The address holds the search in force (a reload or a shared link shows the same list); the box holds what
  // is being typed, which goes into the address once typing pauses (docs/product.md#constants: 500 ms).
  const appliedSearch = urlSearch.trim();
  const [search, setSearch] = useState(urlSearch);
  const lastPushed = useRef(appliedSearch);

  useEffect(() => {
    const term = search.trim();
    if (term === appliedSearch) return;
    const timer = window.setTimeout(() => {
      lastPushed.current = term;
      setSearchParams(term ? { search: term } : {}, { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, appliedSearch, setSearchParams]);

  // A link or the back button brought another search: the box follows it.
  useEffect(() => {
    if (appliedSearch === lastPushed.current) return;
    lastPushed.current = appliedSearch;
    setSearch(appliedSearch);
  }, [appliedSearch]);

  const { categories, isLoading: isLoadingCategories } = useCategories();
  const category = categories?.find((entry) => entry.slug === slug);
  const { services, isLoading, isSearching, error, refetch } = useServices(
    category ? { categoryId: category.id, search: appliedSearch } : null,
  );
  const cart = useCart();
  const { add } = cart;
  const onAdd = useCallback((service: Service) => add(service.id), [add]);

  if (!isLoadingCategories && !category) return <NotFoundPage />;

  const categoryName = category ? categoryWords(category.slug, { defaultValue: category.name }) : '';

  return (
    <>
      <CatalogueHeader artwork={category}>
        <ServiceSearch value={search} onChange={setSearch} isBusy={isSearching} />
      </CatalogueHeader>
      <Container size="xl" py={{ base: 24, sm: 40 }} w="100%">
        <Stack gap="lg">
          <div className={classes.toolbar}>
            <CategoryTabs categories={categories} currentSlug={slug} search={appliedSearch} />
            <div className={classes.heading}>
              <Title order={2} className={classes.categoryName}>
                {categoryName}
              </Title>
              {services && services.length > 0 && (
                <Text c="dimmed" size="sm" role="status">
                  {t('category.count', { count: services.length })}
                </Text>
              )}
            </div>
          </div>

          {error && !services ? (
            <Stack align="center" gap="sm" py="xl" className={classes.empty} role="alert">
              <Text ta="center" maw={420}>
                {t('services.loadFailed')}
              </Text>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void refetch()}
              >
                {t('services.retry')}
              </Button>
            </Stack>
          ) : isLoading ? (
            <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true">
              {Array.from({ length: SERVICE_SKELETON_COUNT }, (_, index) => (
                <ServiceCardSkeleton key={index} />
              ))}
            </SimpleGrid>
          ) : services && services.length > 0 ? (
            <SimpleGrid cols={GRID_COLS} spacing="lg" style={{ opacity: isSearching ? 0.6 : 1 }}>
              {services.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  isInCart={cart.isInCart(service.id)}
                  isAdding={cart.isAdding(service.id)}
                  onAdd={onAdd}
                />
              ))}
            </SimpleGrid>
          ) : (
            <Stack align="center" gap="sm" py={48} px="md" className={classes.empty}>
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
          )}
        </Stack>
      </Container>
      {/* The long descriptions' dialogs, opened by their cards' eye icons (service-details.island.ts). */}
      {services && (
        <div className={classes.dialogs}>
          {services.filter(hasLongDescription).map((service) => (
            <ServiceDetailDialog
              key={service.id}
              service={service}
              isInCart={cart.isInCart(service.id)}
              isAdding={cart.isAdding(service.id)}
              onAdd={onAdd}
            />
          ))}
        </div>
      )}
    </>
  );
}

/**
 * /services (docs/product.md#services-page): 'Services for you', the categories as a grid (13 skeletons while they
 * load) and a search box that filters them by name; Enter, or the link under the box, searches every service by that
 * name. The page renders every category; the search is an island (category-filter.island.ts), the same on a guest's
 * document and in the app.
 */
import { Container, Text } from '@mantine/core';
import { useText } from '@web/i18n';
import { ALL_CATEGORY_SLUG } from '@shared/constants';
import { FALLBACK_CATEGORIES, useCategories } from '@web/lib/categories';
import { CatalogueHeader } from '../components/CatalogueHeader';
import { CategoryGrid } from '@web/components/categories/CategoryGrid';
import { CategoryFilter } from '../components/CategoryFilter';
import { NO_CATEGORY_ATTRIBUTE } from '../components/category-filter.island';
import { SEARCH_SLOT } from '../components/search-text';
import { catalogueText } from '../en';
import classes from './ServicesPage.module.css';

const RESULTS_ID = 'service-categories';

export function ServicesPage() {
  const { t } = useText(catalogueText);
  const { categories, isLoading } = useCategories();

  return (
    <>
      <CatalogueHeader artwork={FALLBACK_CATEGORIES.find((category) => category.slug === ALL_CATEGORY_SLUG)}>
        <CategoryFilter resultsId={RESULTS_ID} isReady={!isLoading} />
      </CatalogueHeader>
      <Container size="xl" w="100%" className={classes.container}>
        <div id={RESULTS_ID}>
          {/* Always in the page, so a screen reader hears the sentence when it appears. */}
          <div role="status">
            <Text
              c="dimmed"
              ta="center"
              py="xl"
              mb="lg"
              hidden
              data-template={t('services.noCategory', { search: SEARCH_SLOT })}
              {...{ [NO_CATEGORY_ATTRIBUTE]: '' }}
            />
          </div>
          <CategoryGrid
            categories={categories}
            isLoading={isLoading}
            eagerImages={4}
            label={t('services.categoriesLabel')}
          />
        </div>
      </Container>
    </>
  );
}

/**
 * /services (docs/product.md#services-page): 'Services for you', the categories as a grid (13 skeletons while they
 * load) and a search box that filters them by name; Enter, or the link under the box, searches every service by that
 * name.
 */
import { useMemo, useState } from 'react';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useText } from '@web/i18n';
import { ALL_CATEGORY_SLUG } from '@shared/constants';
import { FALLBACK_CATEGORIES, useCategories } from '@web/lib/categories';
import { CatalogueHeader } from '../components/CatalogueHeader';
import { CategoryGrid } from '@web/components/categories/CategoryGrid';
import { categoryLink } from '../category-link';
import { ServiceSearch } from '../components/ServiceSearch';
import { catalogueText } from '../en';
import { categoriesText } from '@web/components/categories/en';

export function ServicesPage() {
  const { t } = useText(catalogueText);
  const { t: categoryName } = useText(categoriesText);
  const navigate = useNavigate();
  const { categories, isLoading } = useCategories();
  const [search, setSearch] = useState('');
  const term = search.trim();

  const shown = useMemo(() => {
    const needle = term.toLocaleLowerCase();
    if (!needle || !categories) return categories;
    return categories.filter((category) =>
      categoryName(category.slug, { defaultValue: category.name }).toLocaleLowerCase().includes(needle),
    );
  }, [categories, term, categoryName]);

  return (
    <>
      <CatalogueHeader artwork={FALLBACK_CATEGORIES.find((category) => category.slug === ALL_CATEGORY_SLUG)}>
        <ServiceSearch
          value={search}
          onChange={setSearch}
          onSubmit={() => {
            if (term) void navigate(categoryLink(ALL_CATEGORY_SLUG, term));
          }}
        />
        {term && (
          <Anchor component={Link} to={categoryLink(ALL_CATEGORY_SLUG, term)} fw={600} size="sm">
            <Group gap={6} component="span" wrap="nowrap">
              {t('services.searchAll', { search: term })}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        )}
      </CatalogueHeader>
      <Container size="xl" py={{ base: 28, sm: 48 }} w="100%">
        <Stack gap="lg">
          {!isLoading && shown?.length === 0 && (
            <Text c="dimmed" ta="center" py="xl" role="status">
              {t('services.noCategory', { search: term })}
            </Text>
          )}
          <CategoryGrid
            categories={shown}
            isLoading={isLoading}
            eagerImages={4}
            label={t('services.categoriesLabel')}
          />
        </Stack>
      </Container>
    </>
  );
}

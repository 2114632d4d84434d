/**
 * The services list's filters (docs/product.md#services-admin): the search (into the address once typing pauses) and
 * the category, and under them whether the rows may be dragged into a new order.
 */
import { useCategoryName } from '@web/components/categories/use-category-name';
import { CloseButton, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Category } from '@shared/catalogue.schemas';
import { ALL_CATEGORY_ID } from '@shared/constants';
import { useText } from '@web/i18n';
import type { useSearchBox } from '@web/components/back-office/use-search-box';
import { servicesAdminText } from '../en';

/** The longest search. */
export const SERVICE_SEARCH_MAX = 100;

interface ServiceToolbarProps {
  search: ReturnType<typeof useSearchBox>;
  categories: readonly Category[];
  categoryId: number;
  onCategory: (categoryId: number) => void;
}

export function ServiceToolbar({ search, categories, categoryId, onCategory }: ServiceToolbarProps) {
  const { t } = useText(servicesAdminText);
  const categoryName = useCategoryName();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="search"
          label={t('page.search')}
          placeholder={t('page.searchPlaceholder')}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search.text ? <CloseButton size="sm" aria-label={t('page.clearSearch')} onClick={search.clear} /> : null
          }
          maxLength={SERVICE_SEARCH_MAX}
          autoComplete="off"
        />
        <Select
          label={t('page.category')}
          data={categories.map((category) => ({
            value: String(category.id),
            label: category.id === ALL_CATEGORY_ID ? t('page.allCategories') : categoryName(category),
          }))}
          value={String(categoryId)}
          onChange={(value) => value && onCategory(Number(value))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {categoryId === ALL_CATEGORY_ID ? t('page.dragOff') : t('page.dragHint')}
      </Text>
    </>
  );
}

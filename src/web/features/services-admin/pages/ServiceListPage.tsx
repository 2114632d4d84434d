/**
 * /service (docs/product.md#services-admin), staff and admin: search (debounced 500 ms), category filter, Add Service,
 * and the table of Name, Price, Category, ID (sortable), Discount, Sorting (sortable), Status and edit. With one
 * category chosen (not the catch-all, id 14) and the table in sorting order, rows are dragged into a new order,
 * which is shown at once, saved, and put back if the save fails. The search and the category live in the address.
 * On a phone each service is a card (CardTable) with its edit button in view, ID and Sorting sort buttons above.
 * Built on the back-office kit (docs/architecture.md#back-office-kit).
 */
import { useCategoryName } from '@web/components/categories/use-category-name';
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Service } from '@shared/catalogue.schemas';
import { ALL_CATEGORY_ID } from '@shared/constants';
import { AddButton, BackOfficePage } from '@web/components/back-office/BackOfficePage';
import { DataTable, type SortDirection } from '@web/components/back-office/DataTable';
import { urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { useSearchBox } from '@web/components/back-office/use-search-box';
import { useText } from '@web/i18n';
import { notifyError } from '@web/lib/notify';
import { FALLBACK_CATEGORIES, useCategories } from '@web/lib/categories';
import { adminServicesQuery, useSaveSorting } from '../api';
import { useServiceColumns, type ServiceSort } from '../components/service-columns';
import { ServiceFormModal } from '../components/ServiceFormModal';
import { SortableServiceRow, SortableServices } from '../components/ServiceRows';
import { SERVICE_SEARCH_MAX, ServiceToolbar } from '../components/ServiceToolbar';
import { reorderServices } from '../reorder';
import { servicesAdminText } from '../en';

/** The category and the search from the address; without them, every service. */
const FILTERS = z.object({
  category: urlParam.whole(1, 999_999, ALL_CATEGORY_ID),
  search: urlParam.text(SERVICE_SEARCH_MAX),
});

export function ServiceListPage() {
  const { t } = useText(servicesAdminText);
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const search = useSearchBox(filters.search, (term) => setFilters({ search: term }), SERVICE_SEARCH_MAX);
  const [order, setOrder] = useState<{ sortby: ServiceSort; direction: SortDirection }>({
    sortby: 'sorting',
    direction: 'asc',
  });
  const dialog = useRowDialog<'edit', Service>();

  const { categories: loadedCategories } = useCategories();
  const categories = loadedCategories ?? FALLBACK_CATEGORIES;
  const categoryName = useCategoryName();
  const categoryNames = useMemo(
    () => new Map(categories.map((category) => [String(category.id), categoryName(category)])),
    [categories, categoryName],
  );
  const filter = { categoryId: filters.category, search: filters.search };
  const services = useQuery({ ...adminServicesQuery(filter), placeholderData: keepPreviousData });
  const saveSorting = useSaveSorting();

  const shown = useMemo(() => {
    const list = [...(services.data ?? [])];
    const sign = order.direction === 'asc' ? 1 : -1;
    list.sort((a, b) => sign * (a[order.sortby] - b[order.sortby] || a.id - b.id));
    return list;
  }, [services.data, order]);

  const isSortable =
    filters.category !== ALL_CATEGORY_ID &&
    order.sortby === 'sorting' &&
    order.direction === 'asc' &&
    !services.isPlaceholderData &&
    shown.length > 1;
  const columns = useServiceColumns(categoryNames, isSortable, (service) => dialog.open('edit', service));

  function move(activeId: number, overId: number) {
    const reordered = reorderServices(shown, activeId, overId);
    if (!reordered || reordered.changes.length === 0) return;
    saveSorting.mutate(
      { filter, list: reordered.list, changes: reordered.changes },
      { onError: () => notifyError(t('toast.sortFailed')) },
    );
  }

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={services.data ? t('page.count', { count: services.data.length }) : t('page.subtitle')}
      action={<AddButton onClick={dialog.openAdd}>{t('page.add')}</AddButton>}
      toolbar={
        <ServiceToolbar
          search={search}
          categories={categories}
          categoryId={filters.category}
          onCategory={(category) => setFilters({ category })}
        />
      }
      after={
        <ServiceFormModal
          opened={dialog.isAdding || dialog.rowOf('edit') !== null}
          service={dialog.rowOf('edit')}
          categories={categories}
          onClose={dialog.close}
        />
      }
    >
      <DataTable
        columns={columns}
        rows={shown}
        rowTestId="service-row"
        minWidth={920}
        state={{ query: services, failed: t('page.failed'), empty: { title: t('page.empty') } }}
        skeletonRows={6}
        sort={{
          ...order,
          onSort: (sortby, direction) => setOrder({ sortby, direction }),
          label: (column) => t('sort.by', { column }),
        }}
        striped={!isSortable}
        busy={services.isFetching || saveSorting.isPending}
        rowAs={isSortable ? SortableServiceRow : undefined}
        body={
          isSortable
            ? (rows) => (
                <SortableServices services={shown} onMove={move}>
                  {rows}
                </SortableServices>
              )
            : undefined
        }
      />
    </BackOfficePage>
  );
}

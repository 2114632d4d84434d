/**
 * The services table's columns (docs/product.md#services-admin): Name, Price, Category, ID (sortable), Discount,
 * Sorting (sortable), Status and Edit; while the rows may be dragged into a new order, a Move handle first.
 */
import { Text } from '@mantine/core';
import type { Service } from '@shared/catalogue.schemas';
import { formatRupees } from '@shared/money';
import type { DataColumn } from '@web/components/back-office/DataTable';
import { NameCell } from '@web/components/back-office/NameCell';
import { RowActions } from '@web/components/back-office/RowActions';
import { StatusBadge } from '@web/components/back-office/StatusBadge';
import { useText } from '@web/i18n';
import { DragHandle } from './ServiceRows';
import classes from './service-columns.module.css';
import { servicesAdminText } from '../en';

export type ServiceSort = 'id' | 'sorting';

export function useServiceColumns(
  categoryNames: ReadonlyMap<string, string>,
  isSortable: boolean,
  onEdit: (service: Service) => void,
): DataColumn<Service>[] {
  const { t } = useText(servicesAdminText);
  const categoriesOf = (service: Service) =>
    service.category_id
      .split(',')
      .filter(Boolean)
      .map((id) => categoryNames.get(id) ?? id)
      .join(', ');
  const handle: DataColumn<Service> = {
    key: 'handle',
    header: t('column.handle'),
    kind: 'lead',
    className: classes.handle,
    cell: (service) => <DragHandle name={service.name} />,
  };
  return [
    ...(isSortable ? [handle] : []),
    {
      key: 'name',
      header: t('column.name'),
      kind: 'title',
      cell: (service) => <NameCell miw={160}>{service.name}</NameCell>,
    },
    { key: 'price', header: t('column.price'), nowrap: true, cell: (service) => formatRupees(service.price) },
    {
      key: 'category',
      header: t('column.category'),
      cell: (service) => (
        <Text size="sm" miw={140}>
          {categoriesOf(service)}
        </Text>
      ),
    },
    { key: 'id', header: t('column.id'), sort: 'id', cell: (service) => service.id },
    { key: 'discount', header: t('column.discount'), nowrap: true, cell: (service) => formatRupees(service.discount) },
    { key: 'sorting', header: t('column.sorting'), sort: 'sorting', cell: (service) => service.sorting },
    { key: 'status', header: t('column.status'), cell: (service) => <StatusBadge status={service.status} /> },
    {
      key: 'edit',
      header: t('column.edit'),
      kind: 'actions',
      cell: (service) => (
        <RowActions
          actions={[{ kind: 'edit', label: t('action.edit', { name: service.name }), onClick: () => onEdit(service) }]}
        />
      ),
    },
  ];
}

/**
 * /service (docs/product.md#services-admin), staff and admin: search (debounced 500 ms), category filter, Add Service,
 * and the table of Name, Price, Category, ID (sortable), Discount, Sorting (sortable), Status and edit. With one
 * category chosen (not the catch-all, id 14) and the table in sorting order, rows are dragged into a new order,
 * which is shown at once, saved, and put back if the save fails. The search and the category live in the address.
 * On a phone each service is a card (CardTable) with its edit button in view, ID and Sorting sort buttons above.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Service } from '@shared/catalogue.schemas';
import { ALL_CATEGORY_ID, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { CardTable } from '@web/components/CardTable';
import { ListFailed } from '@web/components/ListStates';
import { useText } from '@web/i18n';
import { notifyError } from '@web/lib/notify';
import { FALLBACK_CATEGORIES, useCategories } from '@web/lib/categories';
import { adminServicesQuery, useSaveSorting } from '../api';
import { ServiceFormModal } from '../components/ServiceFormModal';
import { ServiceRows } from '../components/ServiceRows';
import { reorderServices } from '../reorder';
import { servicesAdminText } from '../en';

type SortColumn = 'sorting' | 'id';
type SortOrder = { column: SortColumn; direction: 'asc' | 'desc' };
type Editor = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; service: Service };

const DATA_COLUMNS = ['name', 'price', 'category', 'id', 'discount', 'sorting', 'status', 'edit'] as const;
const SKELETON_ROWS = 6;
const SORT_HEADER_STYLE = {
  fontSize: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  fontWeight: 700,
  whiteSpace: 'nowrap',
} as const;

function categoryFrom(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : ALL_CATEGORY_ID;
}

export function ServiceListPage() {
  const { t } = useText(servicesAdminText);
  const [searchParams, setSearchParams] = useSearchParams();
  const appliedSearch = (searchParams.get('search') ?? '').trim();
  const categoryId = categoryFrom(searchParams.get('category'));
  const [search, setSearch] = useState(appliedSearch);
  const lastPushed = useRef(appliedSearch);
  const [order, setOrder] = useState<SortOrder>({ column: 'sorting', direction: 'asc' });
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });

  function setFilter(next: { search?: string; category?: number }) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.search !== undefined) {
          if (next.search) params.set('search', next.search);
          else params.delete('search');
        }
        if (next.category !== undefined) {
          if (next.category === ALL_CATEGORY_ID) params.delete('category');
          else params.set('category', String(next.category));
        }
        return params;
      },
      { replace: true },
    );
  }

  // The box holds what is typed; it goes into the address once typing pauses (docs/product.md#constants: 500 ms).
  useEffect(() => {
    const term = search.trim();
    if (term === appliedSearch) return;
    const timer = window.setTimeout(() => {
      lastPushed.current = term;
      setFilter({ search: term });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setFilter only wraps setSearchParams
  }, [search, appliedSearch]);

  // The back button or a link brought another search: the box follows it.
  useEffect(() => {
    if (appliedSearch === lastPushed.current) return;
    lastPushed.current = appliedSearch;
    setSearch(appliedSearch);
  }, [appliedSearch]);

  const { categories: loadedCategories } = useCategories();
  const categories = loadedCategories ?? FALLBACK_CATEGORIES;
  const categoryNames = useMemo(
    () => new Map(categories.map((category) => [String(category.id), category.name])),
    [categories],
  );
  const filter = { categoryId, search: appliedSearch };
  const services = useQuery({ ...adminServicesQuery(filter), placeholderData: keepPreviousData });
  const saveSorting = useSaveSorting();

  const shown = useMemo(() => {
    const list = [...(services.data ?? [])];
    const sign = order.direction === 'asc' ? 1 : -1;
    list.sort((a, b) => sign * (a[order.column] - b[order.column] || a.id - b.id));
    return list;
  }, [services.data, order]);

  const isSortable =
    categoryId !== ALL_CATEGORY_ID &&
    order.column === 'sorting' &&
    order.direction === 'asc' &&
    !services.isPlaceholderData &&
    shown.length > 1;
  const columnCount = DATA_COLUMNS.length + (isSortable ? 1 : 0);

  function move(activeId: number, overId: number) {
    const reordered = reorderServices(shown, activeId, overId);
    if (!reordered || reordered.changes.length === 0) return;
    saveSorting.mutate(
      { filter, list: reordered.list, changes: reordered.changes },
      { onError: () => notifyError(t('toast.sortFailed')) },
    );
  }

  function toggleOrder(column: SortColumn) {
    setOrder((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
  }

  function sortHeader(column: SortColumn) {
    const isCurrent = order.column === column;
    const SortIcon = !isCurrent ? IconArrowsSort : order.direction === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <CardTable.Th
        key={column}
        aria-sort={isCurrent ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton
          style={SORT_HEADER_STYLE}
          onClick={() => toggleOrder(column)}
          aria-label={t('sort.by', { column: t(`column.${column}`) })}
        >
          {t(`column.${column}`)}
          <SortIcon size={14} aria-hidden />
        </UnstyledButton>
      </CardTable.Th>
    );
  }

  function cells(service: Service) {
    const names = service.category_id
      .split(',')
      .filter(Boolean)
      .map((id) => categoryNames.get(id) ?? id)
      .join(', ');
    return (
      <>
        <CardTable.Td kind="title">
          <Text fw={600} size="sm" miw={160}>
            {service.name}
          </Text>
        </CardTable.Td>
        <CardTable.Td label={t('column.price')} style={{ whiteSpace: 'nowrap' }}>
          {formatRupees(service.price)}
        </CardTable.Td>
        <CardTable.Td label={t('column.category')}>
          <Text size="sm" miw={140}>
            {names}
          </Text>
        </CardTable.Td>
        <CardTable.Td label={t('column.id')}>{service.id}</CardTable.Td>
        <CardTable.Td label={t('column.discount')} style={{ whiteSpace: 'nowrap' }}>
          {formatRupees(service.discount)}
        </CardTable.Td>
        <CardTable.Td label={t('column.sorting')}>{service.sorting}</CardTable.Td>
        <CardTable.Td label={t('column.status')}>
          <Badge variant="light" color={service.status === 1 ? 'teal' : 'gray'}>
            {service.status === 1 ? t('status.1') : t('status.0')}
          </Badge>
        </CardTable.Td>
        <CardTable.Td kind="actions">
          <Tooltip label={t('action.edit', { name: service.name })} withArrow>
            <ActionIcon
              variant="light"
              aria-label={t('action.edit', { name: service.name })}
              onClick={() => setEditor({ kind: 'edit', service })}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </CardTable.Td>
      </>
    );
  }

  function body() {
    if (services.isPending) {
      return <CardTable.SkeletonRows rows={SKELETON_ROWS} columns={DATA_COLUMNS.length} />;
    }
    if (services.isError && !services.data) return null;
    if (shown.length === 0) {
      return (
        <CardTable.Tr>
          <CardTable.Td colSpan={columnCount} kind="block">
            <Text ta="center" c="dimmed" py="xl">
              {t('page.empty')}
            </Text>
          </CardTable.Td>
        </CardTable.Tr>
      );
    }
    return <ServiceRows services={shown} isSortable={isSortable} renderCells={cells} onMove={move} />;
  }

  return (
    // The page is as wide as the screen at most: the wide table scrolls inside its card, never the page.
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} w="100%" miw={0}>
      <Card withBorder radius="md" padding={0} miw={0}>
        <Stack gap="sm" p={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Stack gap={2} miw={0}>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {t('page.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {services.data ? t('page.count', { count: services.data.length }) : t('page.subtitle')}
              </Text>
            </Stack>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditor({ kind: 'add' })}>
              {t('page.add')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="search"
              label={t('page.search')}
              placeholder={t('page.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                search ? (
                  <CloseButton size="sm" aria-label={t('page.clearSearch')} onClick={() => setSearch('')} />
                ) : null
              }
              maxLength={100}
              autoComplete="off"
            />
            <Select
              label={t('page.category')}
              data={categories.map((category) => ({
                value: String(category.id),
                label: category.id === ALL_CATEGORY_ID ? t('page.allCategories') : category.name,
              }))}
              value={String(categoryId)}
              onChange={(value) => setFilter({ category: categoryFrom(value) })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {categoryId === ALL_CATEGORY_ID ? t('page.dragOff') : t('page.dragHint')}
          </Text>
          {services.isError && (
            <ListFailed title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void services.refetch()} />
          )}
        </Stack>
        <CardTable
          minWidth={920}
          verticalSpacing="sm"
          horizontalSpacing="md"
          striped={!isSortable}
          highlightOnHover
          aria-label={t('page.title')}
          aria-busy={services.isFetching || saveSorting.isPending || undefined}
        >
          <CardTable.Thead>
            <CardTable.Tr>
              {isSortable && (
                <CardTable.Th style={{ width: 48 }}>
                  <Text span size="sm" fw={700}>
                    {t('column.handle')}
                  </Text>
                </CardTable.Th>
              )}
              <CardTable.Th>{t('column.name')}</CardTable.Th>
              <CardTable.Th>{t('column.price')}</CardTable.Th>
              <CardTable.Th>{t('column.category')}</CardTable.Th>
              {sortHeader('id')}
              <CardTable.Th>{t('column.discount')}</CardTable.Th>
              {sortHeader('sorting')}
              <CardTable.Th>{t('column.status')}</CardTable.Th>
              <CardTable.Th>{t('column.edit')}</CardTable.Th>
            </CardTable.Tr>
          </CardTable.Thead>
          <CardTable.Tbody>{body()}</CardTable.Tbody>
        </CardTable>
      </Card>
      <ServiceFormModal
        opened={editor.kind !== 'closed'}
        service={editor.kind === 'edit' ? editor.service : null}
        categories={categories}
        onClose={() => setEditor({ kind: 'closed' })}
      />
    </Container>
  );
}

/**
 * /listing (docs/product.md#order-list, #roles): the invoices of a month, 10 per page, newest first. Staff see the
 * orders they are on; the admin sees every order, can narrow them to one staff member, and has the Payment, Due and
 * Actions columns: 'Paid' or a Pay button that opens Pending Payment, and view, print and share of the receipt. The
 * filters and the page live in the address (?year=&month=&staff=&page=), so a reload or a shared link keeps them. After
 * a Quick Invoice the page opens with the thank-you modal once (router state `createdOrderUid`). On a phone each order
 * is a card (CardTable) with its total, due, Pay and receipt buttons in view.
 */
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconEye, IconPlus, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { orderItemsOf, type Order } from '@shared/orders.schemas';
import { salonToday } from '@shared/salon-time';
import { CardTable } from '@web/components/CardTable';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { useTranslation } from '@web/i18n';
import { isAdmin } from '@web/lib/roles';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { staffMembersQuery } from '@web/features/booking/api';
import { useSalonTimeZone } from '@web/features/site/api';
import { orderListQuery, type OrderListFilter } from '../api';
import { OrderCreatedModal } from '../components/OrderCreatedModal';
import { PendingPaymentModal } from '../components/PendingPaymentModal';
import { billDateParts, printReceiptPath, staffNamesOf } from '../order-text';
import { useShareLink } from '../use-share-link';
import { BackOfficePage, ListPagination } from '@web/components/BackOfficePage';
import classes from './OrderListPage.module.css';
// The 'orders' text, registered as this module loads.
import '../en';

/** The years the list can be filtered by (docs/product.md#constants: 2021 to 2031). */
const FIRST_YEAR = 2021;
const LAST_YEAR = 2031;
const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => String(FIRST_YEAR + index));
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const ALL_STAFF = 'all';

const STAFF_COLUMNS = ['number', 'billDate', 'customer', 'services', 'staff', 'total'] as const;
const ADMIN_COLUMNS = [...STAFF_COLUMNS, 'payment', 'due', 'actions'] as const;

/** What the Quick Invoice leaves in the router state when it comes here after creating an order. */
export interface OrderCreatedState {
  createdOrderUid: string;
}

function createdUidOf(state: unknown): string | null {
  const uid = (state as Partial<OrderCreatedState> | null)?.createdOrderUid;
  return typeof uid === 'string' && uid !== '' ? uid : null;
}

function whole(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The filters from the address; without any, this month of the salon's calendar. */
function useOrderFilters(): [OrderListFilter, (next: Partial<OrderListFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const [todayYear, todayMonth] = salonToday(useSalonTimeZone()).split('-').map(Number) as [number, number];
  const filters: OrderListFilter = {
    year: whole(params.get('year'), FIRST_YEAR, LAST_YEAR) ?? Math.min(LAST_YEAR, Math.max(FIRST_YEAR, todayYear)),
    month: whole(params.get('month'), 1, 12) ?? todayMonth,
    staff: whole(params.get('staff'), 1, 2_147_483_647) ?? undefined,
    page: whole(params.get('page'), 1, 100_000) ?? 1,
  };
  const update = (next: Partial<OrderListFilter>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams({ year: String(merged.year), month: String(merged.month) });
    if (merged.staff !== undefined) search.set('staff', String(merged.staff));
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return [filters, update];
}

export function OrderListPage() {
  const { t } = useTranslation('orders');
  const { user } = useSession();
  const admin = isAdmin(user);
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useOrderFilters();
  // Staff see their own orders only (the server decides that too): no staff filter is sent for them.
  const list = useQuery(orderListQuery(admin ? filters : { ...filters, staff: undefined }));
  const staffMembers = useQuery({ ...staffMembersQuery, enabled: admin });
  const shareLink = useShareLink();
  const [paying, setPaying] = useState<Order | null>(null);
  const [createdUid, setCreatedUid] = useState<string | null>(() => createdUidOf(location.state));

  // The thank-you shows once: the state goes from this history entry, so a reload or going back does not repeat it.
  const arrivedWithOrder = createdUidOf(location.state) !== null;
  useEffect(() => {
    if (arrivedWithOrder) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [arrivedWithOrder, navigate, location.pathname, location.search]);

  const orders = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.orders));
  const columns = admin ? ADMIN_COLUMNS : STAFF_COLUMNS;
  const firstNumber = (Math.min(filters.page, pages) - 1) * PAGE_SIZE.orders;

  const header = (
    <CardTable.Thead>
      <CardTable.Tr>
        {columns.map((column) => (
          <CardTable.Th key={column} className={classes.nowrap}>
            {t(`column.${column}`)}
          </CardTable.Th>
        ))}
      </CardTable.Tr>
    </CardTable.Thead>
  );

  function row(order: Order, index: number) {
    const items = orderItemsOf(order);
    const staffNames = staffNamesOf(items);
    const billDate = billDateParts(order.bill_date);
    return (
      <CardTable.Tr key={order.uid} data-testid="order-row">
        <CardTable.Td kind="lead">{firstNumber + index + 1}</CardTable.Td>
        <CardTable.Td label={t('column.billDate')} className={classes.nowrap}>
          <div>
            <Text size="sm">{billDate.day}</Text>
            <Text size="xs" c="dimmed">
              {billDate.time}
            </Text>
          </div>
        </CardTable.Td>
        <CardTable.Td kind="title">
          <Text size="sm" fw={600} className={classes.name}>
            {order.cust.name}
          </Text>
          <Text size="xs" c="dimmed">
            {order.cust.phone}
          </Text>
        </CardTable.Td>
        <CardTable.Td kind="block" label={t('column.services')}>
          <Stack gap={2} className={classes.items}>
            {items.services.map((line, lineIndex) => (
              <Text size="sm" key={`s${lineIndex}`}>
                {line.qty > 1 ? t('row.quantity', { name: line.services.name, qty: line.qty }) : line.services.name}
              </Text>
            ))}
            {items.products.map((line, lineIndex) => (
              <Text size="xs" c="dimmed" key={`p${lineIndex}`}>
                {t('row.product', { name: line.name })}
              </Text>
            ))}
          </Stack>
        </CardTable.Td>
        <CardTable.Td label={t('column.staff')}>
          <Text size="sm" className={classes.names}>
            {staffNames.join(', ')}
          </Text>
        </CardTable.Td>
        <CardTable.Td label={t('column.total')} className={classes.nowrap}>
          <Text size="sm" fw={700}>
            {formatRupees(order.total_amount)}
          </Text>
        </CardTable.Td>
        {admin && (
          <>
            <CardTable.Td label={t('column.payment')} className={classes.nowrap}>
              <div>
                <Text size="xs">{t('row.cash', { amount: formatRupees(order.cash) })}</Text>
                <Text size="xs">{t('row.online', { amount: formatRupees(order.online) })}</Text>
              </div>
            </CardTable.Td>
            <CardTable.Td label={t('column.due')} className={classes.nowrap}>
              {order.due === 0 ? (
                <Badge color="teal" variant="light">
                  {t('row.paid')}
                </Badge>
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={700} c="red.9">
                    {formatRupees(order.due)}
                  </Text>
                  <Button
                    size="compact-sm"
                    onClick={() => setPaying(order)}
                    aria-label={t('row.payLabel', { amount: formatRupees(order.due), name: order.cust.name })}
                  >
                    {t('row.pay')}
                  </Button>
                </Group>
              )}
            </CardTable.Td>
            <CardTable.Td kind="actions">
              <Group gap={6} wrap="nowrap">
                <Tooltip label={t('row.view', { name: order.cust.name })} withArrow>
                  <ActionIcon
                    component={Link}
                    to={paths.billing(order.uid)}
                    variant="light"
                    aria-label={t('row.view', { name: order.cust.name })}
                  >
                    <IconEye size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('row.print', { name: order.cust.name })} withArrow>
                  <ActionIcon
                    component="a"
                    href={printReceiptPath(order.uid)}
                    target="_blank"
                    rel="noopener"
                    variant="light"
                    color="gray"
                    aria-label={t('row.print', { name: order.cust.name })}
                  >
                    <IconPrinter size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('row.share', { name: order.cust.name })} withArrow>
                  <ActionIcon
                    component="a"
                    href={shareLink(order)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    color="teal"
                    aria-label={t('row.share', { name: order.cust.name })}
                  >
                    <IconBrandWhatsapp size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </CardTable.Td>
          </>
        )}
      </CardTable.Tr>
    );
  }

  let content;
  if (list.isPending) {
    content = (
      <CardTable
        minWidth={admin ? 1000 : 700}
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-busy
        aria-label={t('list.title')}
      >
        {header}
        <CardTable.Tbody>
          <CardTable.SkeletonRows rows={5} columns={columns.length} />
        </CardTable.Tbody>
      </CardTable>
    );
  } else if (list.isError && orders.length === 0) {
    content = (
      <div className={classes.state}>
        <ListFailed title={t('list.failed')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      </div>
    );
  } else if (orders.length === 0) {
    content = (
      <div className={classes.state}>
        <ListEmpty
          title={t('list.empty')}
          body={t('list.emptyBody')}
          icon={IconReceipt}
          action={
            <Button component={Link} to={paths.quickInvoice} variant="light">
              {t('list.add')}
            </Button>
          }
        />
      </div>
    );
  } else {
    content = (
      <>
        <CardTable
          minWidth={admin ? 1000 : 700}
          verticalSpacing="sm"
          horizontalSpacing="md"
          striped
          highlightOnHover
          aria-label={t('list.title')}
          className={classes.table}
          data-stale={list.isPlaceholderData}
        >
          {header}
          <CardTable.Tbody>{orders.map(row)}</CardTable.Tbody>
        </CardTable>
        <ListPagination
          pages={pages}
          page={filters.page}
          onChange={(page) => setFilters({ page })}
          label={t('list.pagination')}
        />
      </>
    );
  }

  const staffOptions = [
    { value: ALL_STAFF, label: t('list.allStaff') },
    ...(staffMembers.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
  ];
  // A staff id from the address that is not (yet) in the list still shows as chosen.
  if (filters.staff !== undefined && !staffOptions.some((option) => option.value === String(filters.staff))) {
    staffOptions.push({ value: String(filters.staff), label: `#${filters.staff}` });
  }

  return (
    <BackOfficePage
      title={t('list.title')}
      summary={list.data ? t('list.count', { count: total }) : t('list.subtitle')}
      action={
        <Button component={Link} to={paths.quickInvoice} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('list.add')}
        </Button>
      }
      toolbar={
        <Group component="section" aria-label={t('list.filter')} gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('list.month')}
            data={MONTHS.map((month) => ({
              value: String(month),
              label: dayjs(`2021-${String(month).padStart(2, '0')}-01`).format('MMMM'),
            }))}
            value={String(filters.month)}
            onChange={(value) => value && setFilters({ month: Number(value), page: 1 })}
            allowDeselect={false}
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
          />
          <Select
            label={t('list.year')}
            data={YEARS}
            value={String(filters.year)}
            onChange={(value) => value && setFilters({ year: Number(value), page: 1 })}
            allowDeselect={false}
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 120 }}
          />
          {admin && (
            <Select
              label={t('list.staff')}
              data={staffOptions}
              value={filters.staff === undefined ? ALL_STAFF : String(filters.staff)}
              onChange={(value) =>
                value && setFilters({ staff: value === ALL_STAFF ? undefined : Number(value), page: 1 })
              }
              allowDeselect={false}
              searchable
              w={{ base: '100%', xs: 220 }}
            />
          )}
        </Group>
      }
      after={
        <>
          {admin && <PendingPaymentModal order={paying} onClose={() => setPaying(null)} />}
          <OrderCreatedModal uid={createdUid} onClose={() => setCreatedUid(null)} />
        </>
      }
    >
      {content}
    </BackOfficePage>
  );
}

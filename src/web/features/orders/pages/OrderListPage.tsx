/**
 * /listing (docs/product.md#order-list, #roles): the invoices of a month, 10 per page, newest first. Staff see the
 * orders they are on; the admin sees every order, can narrow them to one staff member, and has the Payment, Due and
 * Actions columns: 'Paid' or a Pay button that opens Pending Payment, and view, print and share of the receipt. The
 * filters (the year, then its month, then the staff member) and the page live in the address
 * (?year=&month=&staff=&page=), so a reload or a shared link keeps them. The admin also downloads the chosen month's
 * invoice sheet for the accountant (invoices-YYYY-MM.xlsx, docs/product.md#gst-invoices). After a Quick Invoice the
 * page opens with the thank-you modal once (router state `createdOrderUid`). Built on the back-office kit
 * (src/web/components/back-office).
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { PAGE_SIZE, YEAR_RANGE } from '@shared/constants';
import type { Order } from '@shared/orders.schemas';
import { salonToday } from '@shared/salon-time';
import { AddButton, BackOfficePage, pageCount } from '@web/components/back-office/BackOfficePage';
import { DataTable } from '@web/components/back-office/DataTable';
import { FilterBar, filterYearOf, YearMonthFilter } from '@web/components/back-office/filters';
import { urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { useWorkbookExport } from '@web/components/back-office/workbook';
import { useText } from '@web/i18n';
import { isAdmin } from '@shared/roles';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { staffMembersQuery } from '@web/lib/staff-and-services';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { fetchInvoiceSheet, orderListQuery } from '../api';
import { useOrderColumns } from '../components/order-columns';
import { OrderCreatedModal } from '../components/OrderCreatedModal';
import { PendingPaymentModal } from '../components/PendingPaymentModal';
import { ordersText } from '../en';
import { downloadInvoiceSheet } from '../invoice-sheet-export';
import { invoiceSheetText } from '../invoice-sheet-en';

const ALL_STAFF = 'all';

/** What the Quick Invoice leaves in the router state when it comes here after creating an order. */
export interface OrderCreatedState {
  createdOrderUid: string;
}

function createdUidOf(state: unknown): string | null {
  const uid = (state as Partial<OrderCreatedState> | null)?.createdOrderUid;
  return typeof uid === 'string' && uid !== '' ? uid : null;
}

/** The filters from the address; without any, this month of the salon's calendar. */
function useOrderFilters() {
  const today = salonToday(useSalonTimeZone());
  const schema = useMemo(
    () =>
      z.object({
        year: urlParam.whole(YEAR_RANGE.first, YEAR_RANGE.last, filterYearOf(today)),
        month: urlParam.whole(1, 12, Number(today.slice(5, 7))),
        staff: urlParam.optionalWhole(1, 2_147_483_647),
        page: urlParam.whole(1, 100_000, 1),
      }),
    [today],
  );
  return useUrlFilters(schema, { always: ['year', 'month'], push: true });
}

/** The thank-you shows once: the state goes from this history entry, so a reload or going back does not repeat it. */
function useCreatedOrder(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [createdUid, setCreatedUid] = useState<string | null>(() => createdUidOf(location.state));
  const arrivedWithOrder = createdUidOf(location.state) !== null;
  useEffect(() => {
    if (arrivedWithOrder) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [arrivedWithOrder, navigate, location.pathname, location.search]);
  return [createdUid, () => setCreatedUid(null)];
}

/** The admin's download of the month's invoice sheet (docs/product.md#gst-invoices), for the month chosen. */
function InvoiceSheetButton({ year, month }: { year: number; month: number }) {
  const { t } = useText(invoiceSheetText);
  const sheet = useWorkbookExport(t('failed'));
  const download = () =>
    sheet.exportFile(async () => downloadInvoiceSheet(year, month, await fetchInvoiceSheet(year, month), t));
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={download}
      loading={sheet.isExporting}
      disabled={!year || !month}
      title={t('description')}
    >
      {t('button')}
    </Button>
  );
}

export function OrderListPage() {
  const { t } = useText(ordersText);
  const { user } = useSession();
  const admin = isAdmin(user);
  const [filters, setFilters] = useOrderFilters();
  // Staff see their own orders only (the server decides that too): no staff filter is sent for them.
  const list = useQuery(orderListQuery(admin ? filters : { ...filters, staff: undefined }));
  const staffMembers = useQuery({ ...staffMembersQuery, enabled: admin });
  const [paying, setPaying] = useState<Order | null>(null);
  const [createdUid, closeCreated] = useCreatedOrder();

  const orders = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE.orders);
  const firstNumber = (Math.min(filters.page, pages) - 1) * PAGE_SIZE.orders;
  const columns = useOrderColumns({ admin, firstNumber, onPay: setPaying });

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
        <Group gap="sm">
          {admin && <InvoiceSheetButton year={filters.year} month={filters.month} />}
          <AddButton component={Link} to={paths.quickInvoice}>
            {t('list.add')}
          </AddButton>
        </Group>
      }
      toolbar={
        <FilterBar label={t('list.filter')}>
          <YearMonthFilter
            yearLabel={t('list.year')}
            monthLabel={t('list.month')}
            year={filters.year}
            month={filters.month}
            onChange={(change) => setFilters({ ...change, page: 1 })}
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
        </FilterBar>
      }
      pagination={
        orders.length > 0 && {
          pages,
          page: filters.page,
          onChange: (page) => setFilters({ page }),
          label: t('list.pagination'),
        }
      }
      after={
        <>
          {admin && <PendingPaymentModal order={paying} onClose={() => setPaying(null)} />}
          <OrderCreatedModal uid={createdUid} onClose={closeCreated} />
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={(order) => order.uid}
        rowTestId="order-row"
        minWidth={admin ? 1000 : 700}
        state={{
          query: list,
          failed: t('list.failed'),
          empty: {
            title: t('list.empty'),
            body: t('list.emptyBody'),
            icon: IconReceipt,
            action: (
              <Button component={Link} to={paths.quickInvoice} variant="light">
                {t('list.add')}
              </Button>
            ),
          },
        }}
        skeletonRows={5}
      />
    </BackOfficePage>
  );
}

/**
 * Order calls (docs/product.md#api-orders): create_order from the Quick Invoice, list_order for /listing,
 * update_payment from the Pending Payment modal (admin), invoice_sheet for the month's invoice sheet (admin), get_order
 * for the open receipt page. Every change refreshes the lists and the receipt of that order.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerPick } from '@shared/customers.schemas';
import type { InvoiceSheetRow } from '@shared/invoice-sheet.schemas';
import type { Order, ReceiptOrder } from '@shared/orders.schemas';
import { api } from '@web/lib/api';
import { CUSTOMERS_KEY } from '@web/lib/customers';

export const ORDERS_KEY = ['orders'] as const;

export interface OrderListFilter {
  month: number;
  year: number;
  /** Admin only: one staff member's orders. */
  staff?: number;
  page: number;
}

export const orderListQuery = (filter: OrderListFilter) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<{ data: Order[]; total: number }>('/order/list_order', {
        signal,
        query: { month: filter.month, year: filter.year, staff: filter.staff, page: filter.page, limit: 10 },
      }),
    placeholderData: keepPreviousData,
  });

/** The month's tax invoices for the accountant's sheet (invoice_sheet, admin), asked afresh each time. */
export async function fetchInvoiceSheet(year: number, month: number): Promise<InvoiceSheetRow[]> {
  return (await api.get<{ data: InvoiceSheetRow[] }>('/order/invoice_sheet', { query: { year, month } })).data;
}

/** get_order of one order, under its own key: the list's order ('one') or the receipt's, with its payments. */
const getOrderQuery = <T>(kind: 'one' | 'receipt', uid: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, kind, uid],
    queryFn: async ({ signal }) => (await api.get<{ data: T }>('/order/get_order', { signal, query: { uid } })).data,
    retry: false,
  });

export const orderQuery = (uid: string) => getOrderQuery<Order>('one', uid);

/** The receipt page's order, with each payment taken on it (get_order), apart from the list's orders. */
export const receiptQuery = (uid: string) => getOrderQuery<ReceiptOrder>('receipt', uid);

/** The create_order form (docs/product.md#entity-order): `data` is JSON text of the services and products lists. */
export interface OrderRequest {
  data: string;
  bill_date: string;
  cash: number;
  online: number;
  cust_id: number;
  total_amount: number;
  services: string;
  staff: string;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRequest) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(order)) form.append(key, String(value));
      return api.post<{ message: string; data: Order }>('/order/create_order', form);
    },
    onSuccess: (answer) => {
      // The thank-you on the order list reads the new order (its due) from here, with no call of its own.
      queryClient.setQueryData(orderQuery(answer.data.uid).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}

export interface PaymentRequest {
  uid: string;
  cash: number;
  online: number;
  paymentId?: string;
}

export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, cash, online, paymentId }: PaymentRequest) => {
      const form = new FormData();
      form.append('uid', uid);
      form.append('cash', String(cash));
      form.append('online', String(online));
      if (paymentId) form.append('paymentId', paymentId);
      return api.post<{ message: string; data: Order }>('/order/update_payment', form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** The admin cancels an invoice with a reason (POST /api/order/cancel); the receipt and the lists show it at once. */
export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { uid: string; reason: string }) =>
      api.post<{ message: string; data: Order }>('/order/cancel', request),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQuery(answer.data.uid).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}

/** Customers whose name or phone holds the search (GET /api/user/get_users, at most 20), for the invoice. */
export const customerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'pick', search],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CustomerPick[] }>('/user/get_users', { signal, query: { search } })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * The Quick Invoice as data (docs/product.md#quick-invoice, #entity-order, #validation-invoice): its lines, live totals
 * in paise (the same arithmetic the server checks with), its problems in the spec's words (the shared
 * invoiceFormSchema, as the form's resolver reports them), and the create_order form.
 */
import { z } from 'zod';
import type { CustomerPick } from '@shared/customers.schemas';
import {
  formLinesTotalPaise,
  invoiceFormSchema,
  pricedInvoiceLine,
  usesCash,
  usesOnline,
  type PaymentMethod,
} from '@shared/orders.schemas';
import type { GstSettings } from '@shared/invoice-tax';
import { duePaise, lineTotalPaise, orderTotalPaise, type PricedLine } from '@shared/order-arithmetic';
import { paiseToRupees, typedPaise } from '@shared/money';
import type { OrderRequest } from './api';

export interface InvoiceServiceLine {
  key: string;
  serviceId: number;
  /** The service's categories (comma-separated ids): its SAC code on a tax invoice. */
  categoryIds: string;
  name: string;
  pricePaise: number;
  staffIds: number[];
  quantity: number;
  /** Rupees off one unit, as typed ('' when empty). */
  discount: number | string;
}

export interface InvoiceProductLine {
  key: string;
  name: string;
  pricePaise: number;
  comment: string;
  discount: number | string;
}

export interface InvoiceState {
  customerId: number | null;
  /** 'YYYY-MM-DD HH:mm:ss', the salon's wall clock. */
  billDate: string | null;
  services: InvoiceServiceLine[];
  products: InvoiceProductLine[];
  method: PaymentMethod | null;
  cash: number | string;
  online: number | string;
}

/** The form's values: the invoice with its customer as picked and its bill date as a day and a time. */
export interface InvoiceValues extends Omit<InvoiceState, 'customerId' | 'billDate'> {
  customer: CustomerPick | null;
  day: string | null;
  /** HH:mm. */
  time: string;
}

export function invoiceStateOf({ customer, day, time, ...rest }: InvoiceValues): InvoiceState {
  return {
    ...rest,
    customerId: customer?.id ?? null,
    billDate: day && /^\d{2}:\d{2}$/.test(time) ? `${day} ${time}:00` : null,
  };
}

/** The form's resolver schema: its values read as the invoice, checked by the shared invoiceFormSchema. */
export function invoiceValuesSchema(latestBillDate: () => string, gst: () => GstSettings | undefined) {
  return z.preprocess((values) => invoiceStateOf(values as InvoiceValues), invoiceFormSchema(latestBillDate, gst));
}

export type InvoiceFormOutput = z.output<ReturnType<typeof invoiceValuesSchema>>;

export const servicePriced = (line: InvoiceServiceLine): PricedLine => pricedInvoiceLine(line);
export const productPriced = (line: InvoiceProductLine): PricedLine => pricedInvoiceLine({ ...line, quantity: 1 });

export interface InvoiceTotals {
  grossPaise: number;
  discountPaise: number;
  /** GST added on top: only where the salon's prices do not include it (docs/product.md#gst-invoices). */
  taxPaise: number;
  totalPaise: number;
  paidPaise: number;
  duePaise: number;
}

/** What the payment inputs hold, counting only the method's inputs (an unreadable amount counts as none). */
export function paidPaise(state: Pick<InvoiceState, 'method' | 'cash' | 'online'>): { cash: number; online: number } {
  return {
    cash: usesCash(state.method) ? (typedPaise(state.cash) ?? 0) : 0,
    online: usesOnline(state.method) ? (typedPaise(state.online) ?? 0) : 0,
  };
}

export function invoiceTotals(state: InvoiceState, gst?: GstSettings): InvoiceTotals {
  const lines = [...state.services.map(servicePriced), ...state.products.map(productPriced)];
  const amountPaise = orderTotalPaise(lines);
  const totalPaise = formLinesTotalPaise(state.services, state.products, gst);
  const grossPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  const paid = paidPaise(state);
  return {
    grossPaise,
    discountPaise: grossPaise - amountPaise,
    taxPaise: totalPaise - amountPaise,
    totalPaise,
    paidPaise: paid.cash + paid.online,
    duePaise: duePaise({ totalPaise, cashPaise: paid.cash, onlinePaise: paid.online }),
  };
}

export const hasItems = (state: InvoiceState) => state.services.length + state.products.length > 0;

/** The problems of each part of the invoice, in the spec's words; empty when it may be sent. */
export interface InvoiceProblems {
  customer?: string;
  billDate?: string;
  services?: string;
  /** By line key. */
  lines: Record<string, { staff?: string; discount?: string }>;
  products: Record<string, { discount?: string }>;
  payment?: string;
}

/** A field's message in the form's nested errors (react-hook-form's, or a schema's issues nested alike). */
type NestedErrors = { [key: string]: NestedErrors | string | undefined } | undefined;
const messageAt = (errors: NestedErrors, ...path: (string | number)[]): string | undefined => {
  let at: NestedErrors | string | undefined = errors;
  for (const key of path) at = typeof at === 'object' ? at[String(key)] : undefined;
  const message = typeof at === 'object' ? at.message : undefined;
  return typeof message === 'string' ? message : undefined;
};

/** The invoice's problems, by part and by line key, from the schema's errors nested by path. */
export function problemsOf(errors: NestedErrors, state: Pick<InvoiceState, 'services' | 'products'>): InvoiceProblems {
  const problems: InvoiceProblems = { lines: {}, products: {} };
  const set = <K extends 'customer' | 'billDate' | 'services' | 'payment'>(key: K, message: string | undefined) => {
    if (message) problems[key] = message;
  };
  set('customer', messageAt(errors, 'customerId'));
  set('billDate', messageAt(errors, 'billDate'));
  set('services', messageAt(errors, 'services'));
  set('payment', messageAt(errors, 'payment'));
  state.services.forEach((line, index) => {
    const staff = messageAt(errors, 'services', index, 'staffIds');
    const discount = messageAt(errors, 'services', index, 'discount');
    if (staff || discount) problems.lines[line.key] = { ...(staff && { staff }), ...(discount && { discount }) };
  });
  state.products.forEach((line, index) => {
    const discount = messageAt(errors, 'products', index, 'discount');
    if (discount) problems.products[line.key] = { discount };
  });
  return problems;
}

/** The problems the shared schema finds in an invoice, `latestBillDate` being the salon's now. */
export function invoiceProblems(state: InvoiceState, latestBillDate: string, gst?: GstSettings): InvoiceProblems {
  const nested: NestedErrors = {};
  for (const issue of invoiceFormSchema(latestBillDate, () => gst).safeParse(state).error?.issues ?? []) {
    let at = nested as Record<string, NestedErrors>;
    for (const key of issue.path) at = (at[String(key)] ??= {}) as Record<string, NestedErrors>;
    at.message ??= issue.message as never;
  }
  return problemsOf(nested, state);
}

export function hasProblems(problems: InvoiceProblems): boolean {
  return Boolean(
    problems.customer ||
    problems.billDate ||
    problems.services ||
    problems.payment ||
    Object.keys(problems.lines).length ||
    Object.keys(problems.products).length,
  );
}

/**
 * The first problem in the order the form shows them (customer, bill date, services and their lines, products,
 * payment), for the toast of a refused submit; undefined when there is none.
 */
export function firstProblem(problems: InvoiceProblems, state: Pick<InvoiceState, 'services' | 'products'>) {
  const line = state.services.map((service) => problems.lines[service.key]).find(Boolean);
  const product = state.products.map((item) => problems.products[item.key]).find(Boolean);
  return (
    problems.customer ??
    problems.billDate ??
    problems.services ??
    line?.staff ??
    line?.discount ??
    product?.discount ??
    problems.payment
  );
}

/** The create_order form of a checked invoice (staff names as the desk sees them). */
export function orderRequest(
  state: InvoiceState,
  staffNames: ReadonlyMap<number, string>,
  gst?: GstSettings,
): OrderRequest {
  const services = state.services.map((line) => {
    const priced = servicePriced(line);
    return {
      services: { id: line.serviceId, name: line.name },
      staff: line.staffIds.map((id) => ({ id, name: staffNames.get(id) ?? '' })),
      price: paiseToRupees(line.pricePaise),
      qty: line.quantity,
      discount: paiseToRupees(priced.discountPaise),
      total: paiseToRupees(lineTotalPaise(priced)),
    };
  });
  const products = state.products.map((line) => {
    const priced = productPriced(line);
    return {
      name: line.name,
      price: paiseToRupees(line.pricePaise),
      comment: line.comment,
      discount: paiseToRupees(priced.discountPaise),
      total: paiseToRupees(lineTotalPaise(priced)),
    };
  });
  const paid = paidPaise(state);
  return {
    data: JSON.stringify({ services, products }),
    bill_date: state.billDate ?? '',
    cash: paiseToRupees(paid.cash),
    online: paiseToRupees(paid.online),
    cust_id: state.customerId ?? 0,
    total_amount: paiseToRupees(invoiceTotals(state, gst).totalPaise),
    services: [...new Set(state.services.map((line) => line.serviceId))].join(','),
    staff: [...new Set(state.services.flatMap((line) => line.staffIds))].join(','),
  };
}

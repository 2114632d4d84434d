/**
 * The Quick Invoice as data (docs/product.md#quick-invoice, #entity-order, #validation-invoice): its lines, live totals
 * in paise (the same arithmetic the server checks with), its checks in the spec's words, and the create_order form.
 */
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import { duePaise, lineTotalPaise, orderTotalPaise, type PricedLine } from '@shared/order-arithmetic';
import { hasWholePaise, paiseToRupees, rupeesToPaise } from '@shared/money';
import type { OrderRequest } from './api';

export interface InvoiceServiceLine {
  key: string;
  serviceId: number;
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

export type PaymentMethod = 'cash' | 'online' | 'both';

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

const typedRupees = (value: number | string): number | null => {
  if (value === '' || value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= 0 && hasWholePaise(number) ? number : null;
};

/** Paise of a typed discount; an unreadable one counts as none until it is fixed. */
const discountPaise = (value: number | string) => rupeesToPaise(typedRupees(value) ?? 0);

export function servicePriced(line: InvoiceServiceLine): PricedLine {
  return {
    pricePaise: line.pricePaise,
    discountPaise: Math.min(discountPaise(line.discount), line.pricePaise),
    quantity: line.quantity,
  };
}

export function productPriced(line: InvoiceProductLine): PricedLine {
  return {
    pricePaise: line.pricePaise,
    discountPaise: Math.min(discountPaise(line.discount), line.pricePaise),
    quantity: 1,
  };
}

export interface InvoiceTotals {
  grossPaise: number;
  discountPaise: number;
  totalPaise: number;
  paidPaise: number;
  duePaise: number;
}

/** What the payment inputs hold, counting only the method's inputs. */
export function paidPaise(state: Pick<InvoiceState, 'method' | 'cash' | 'online'>): { cash: number; online: number } {
  const cash = state.method === 'cash' || state.method === 'both' ? (typedRupees(state.cash) ?? 0) : 0;
  const online = state.method === 'online' || state.method === 'both' ? (typedRupees(state.online) ?? 0) : 0;
  return { cash: rupeesToPaise(cash), online: rupeesToPaise(online) };
}

export function invoiceTotals(state: InvoiceState): InvoiceTotals {
  const lines = [...state.services.map(servicePriced), ...state.products.map(productPriced)];
  const totalPaise = orderTotalPaise(lines);
  const grossPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  const paid = paidPaise(state);
  return {
    grossPaise,
    discountPaise: grossPaise - totalPaise,
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

export function invoiceProblems(state: InvoiceState, latestBillDate: string): InvoiceProblems {
  const problems: InvoiceProblems = { lines: {}, products: {} };
  if (state.customerId === null) problems.customer = ORDER_MESSAGES.customer;
  if (!state.billDate) problems.billDate = ORDER_MESSAGES.billDate;
  else if (state.billDate > latestBillDate) problems.billDate = ORDER_MESSAGES.futureBillDate;
  if (state.services.length === 0) problems.services = ORDER_MESSAGES.serviceEmpty;
  for (const line of state.services) {
    const problem: { staff?: string; discount?: string } = {};
    if (line.staffIds.length === 0) problem.staff = ORDER_MESSAGES.staffNeeded;
    const discount = typedRupees(line.discount);
    if (discount === null) problem.discount = ORDER_MESSAGES.amount;
    else if (rupeesToPaise(discount) > line.pricePaise) problem.discount = ORDER_MESSAGES.discount;
    if (problem.staff || problem.discount) problems.lines[line.key] = problem;
  }
  for (const product of state.products) {
    const discount = typedRupees(product.discount);
    if (discount === null) problems.products[product.key] = { discount: ORDER_MESSAGES.amount };
    else if (rupeesToPaise(discount) > product.pricePaise)
      problems.products[product.key] = { discount: ORDER_MESSAGES.discount };
  }
  const typedCash = state.method === 'cash' || state.method === 'both' ? typedRupees(state.cash) : 0;
  const typedOnline = state.method === 'online' || state.method === 'both' ? typedRupees(state.online) : 0;
  if (typedCash === null || typedOnline === null) problems.payment = ORDER_MESSAGES.amount;
  else {
    const totals = invoiceTotals(state);
    if (totals.paidPaise > totals.totalPaise) problems.payment = ORDER_MESSAGES.overpaid;
  }
  return problems;
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
export function orderRequest(state: InvoiceState, staffNames: ReadonlyMap<number, string>): OrderRequest {
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
    total_amount: paiseToRupees(invoiceTotals(state).totalPaise),
    services: [...new Set(state.services.map((line) => line.serviceId))].join(','),
    staff: [...new Set(state.services.flatMap((line) => line.staffIds))].join(','),
  };
}

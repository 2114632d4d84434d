/**
 * Orders, invoices and payments (docs/product.md#entity-order, #order-payment, #validation-invoice, #api-orders). The
 * browser sends what the desk chose (services by id with staff, quantity and a discount per unit; products by name and
 * price) and the total it showed; the server prices the services from the catalogue, recomputes every line and refuses
 * a total that disagrees.
 */
import { z } from 'zod';
import { namedRecordSchema, pageAnswer, savedAnswer } from './answers';
import { CART_MAX_LINES, CART_MAX_QUANTITY, PAGE_SIZE, YEAR_RANGE } from './constants';
import { hasWholePaise, rupeesToPaise } from './money';
import { productInput } from './appointments.schemas';
import { hasMoreKeysThan } from './bounded-json';
import { readJsonField } from './json-field';
import { amountInput, recordId, requiredText, shortText, withCrossFieldRule, type Today } from './fields';
import { orderCancellationSchema, orderTaxSchema } from './tax-invoice.schemas';
import { lineTotalPaise, orderTotalPaise, type PricedLine } from './order-arithmetic';
import { billTotalPaise, invoiceTaxLines, type GstSettings } from './invoice-tax';
import { isCalendarDate } from './salon-time';

export const ORDER_MESSAGES = {
  created: 'Order has been created!',
  paid: 'Payment has been added!',
  kindlySelectService: 'Kindly Select the service first',
  needService: 'You need to select a service first',
  serviceEmpty: "Service can't be empty",
  unknownService: 'A chosen service is not available any more.',
  staffNeeded: 'Please choose a staff member for each service.',
  unknownStaff: 'Please choose a staff member of the salon.',
  quantity: `Each quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}.`,
  discount: 'The discount cannot be more than the price.',
  amount: 'Please enter an amount of rupees (at most two decimals, not below 0).',
  unreadable: 'The invoice items could not be read.',
  tooManyLines: `An invoice holds at most ${CART_MAX_LINES} lines.`,
  customer: 'Please choose a customer.',
  billDate: 'Please choose a valid bill date.',
  futureBillDate: 'The bill date cannot be later than now.',
  staffBillDate: 'Staff can date a bill no earlier than yesterday. Please ask the admin for an older date.',
  totalMismatch: 'The total does not match the items. Please check the invoice and try again.',
  overpaid: 'The amount paid cannot be more than the total.',
  paymentTooMuch: 'The payment is more than the amount due.',
  paymentEmpty: 'Please enter a cash or online amount.',
  settled: 'This order is already paid.',
  notFound: 'This order does not exist.',
  paymentId: 'The payment reference is at most 191 characters.',
  listMonth: 'Month must be 1 to 12.',
  listYear: `Year must be ${YEAR_RANGE.first} to ${YEAR_RANGE.last}.`,
  listStaff: 'Staff must be a user id.',
  listServices: 'Services must be a service id.',
  listPage: 'Page must be a whole number from 1.',
  listLimit: 'Limit must be 1 to 50.',
  listSortby: 'sortby must be desc or asc.',
  cancelled: 'The invoice has been cancelled.',
  cancelReason: 'Please write why the invoice is cancelled.',
  alreadyCancelled: 'This invoice is cancelled already.',
  cancelledNoPayment: 'This invoice is cancelled: it takes no payments.',
  sheetTooLarge: 'This month has more than 10,000 invoices: too many for one sheet.',
} as const;

/** Invoices start with the salon's year list (docs/product.md#constants: 2021 to 2031). */
export const FIRST_BILL_DATE = `${YEAR_RANGE.first}-01-01`;

/** A rupee amount as typed or sent (amountInput): '' and missing are 0; at most two decimals; not below 0. */
export const rupeeAmount = z.preprocess(
  (value) => amountInput(value === undefined || value === null || value === '' ? 0 : value),
  z
    .number({ error: ORDER_MESSAGES.amount })
    .min(0, ORDER_MESSAGES.amount)
    .max(100_000_000, ORDER_MESSAGES.amount)
    .refine(hasWholePaise, ORDER_MESSAGES.amount),
);

/** A staff entry of a service line: an id, or { id, name } as the invoice form keeps it. */
const staffEntry = z.union([
  recordId(ORDER_MESSAGES.unknownStaff),
  z.looseObject({ id: recordId(ORDER_MESSAGES.unknownStaff) }),
]);

const serviceLineInput = z.looseObject({
  /** The chosen service: { id, name } (the spec's shape) or its id. */
  services: z.union(
    [recordId(ORDER_MESSAGES.kindlySelectService), z.looseObject({ id: recordId(ORDER_MESSAGES.kindlySelectService) })],
    { error: ORDER_MESSAGES.kindlySelectService },
  ),
  staff: z.array(staffEntry, { error: ORDER_MESSAGES.staffNeeded }).min(1, ORDER_MESSAGES.staffNeeded).max(10),
  qty: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 1 : value),
    z.coerce
      .number({ error: ORDER_MESSAGES.quantity })
      .int(ORDER_MESSAGES.quantity)
      .min(1, ORDER_MESSAGES.quantity)
      .max(CART_MAX_QUANTITY, ORDER_MESSAGES.quantity),
  ),
  /** Discount on one unit, in rupees. */
  discount: rupeeAmount,
});

const productLineInput = productInput.extend({ discount: rupeeAmount });

const orderItems = z.object({
  services: z.array(serviceLineInput).max(CART_MAX_LINES, ORDER_MESSAGES.tooManyLines).default([]),
  products: z.array(productLineInput).max(CART_MAX_LINES, ORDER_MESSAGES.tooManyLines).default([]),
});

export interface RequestedServiceLine {
  serviceId: number;
  staffIds: number[];
  quantity: number;
  discount: number;
}
export interface RequestedProductLine {
  name: string;
  price: number;
  comment: string;
  discount: number;
}
export interface RequestedItems {
  services: RequestedServiceLine[];
  products: RequestedProductLine[];
}

const idOf = (entry: number | { id: number }) => (typeof entry === 'number' ? entry : entry.id);

/** The keys an invoice's items object may have: services, products and a few the form adds. */
const ORDER_ITEMS_MAX_KEYS = 20;

/**
 * The `data` field: JSON text (a form field) or the object itself, holding the services and products lists. The
 * object's keys, the text's length, and the JSON's nesting and size are bounded before any of it is read.
 */
export const orderItemsField = z.preprocess(
  (value, context) => {
    if (typeof value === 'object' && value !== null && hasMoreKeysThan(value, ORDER_ITEMS_MAX_KEYS)) {
      context.addIssue({ code: 'custom', message: ORDER_MESSAGES.unreadable });
      return z.NEVER;
    }
    return value;
  },
  z
    .union(
      [z.string().max(200_000, { error: ORDER_MESSAGES.unreadable, abort: true }), z.record(z.string(), z.unknown())],
      { error: ORDER_MESSAGES.serviceEmpty },
    )
    .transform((value, context): RequestedItems => {
      // Blank text reads as an empty object.
      const field = typeof value === 'string' && value.trim() === '' ? {} : value;
      const read = readJsonField(field, context, orderItems, {
        tooLong: ORDER_MESSAGES.tooManyLines,
        unreadable: ORDER_MESSAGES.unreadable,
      });
      if (!read.ok) return z.NEVER;
      return {
        services: read.value.services.map((line) => ({
          serviceId: idOf(line.services),
          staffIds: [...new Set(line.staff.map(idOf))],
          quantity: line.qty,
          discount: line.discount,
        })),
        products: read.value.products.map(({ name, price, comment, discount }) => ({
          name,
          price,
          comment,
          discount,
        })),
      };
    }),
);

/** 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T'), the salon's wall clock; a bare date means its start. */
const LOCAL_DATETIME = /^(\d{4}-\d{2}-\d{2})(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/;

export const billDateField = shortText(ORDER_MESSAGES.billDate).transform((text, context) => {
  const match = LOCAL_DATETIME.exec(text);
  if (!match || !isCalendarDate(match[1]!) || match[1]! < FIRST_BILL_DATE) {
    context.addIssue({ code: 'custom', message: ORDER_MESSAGES.billDate });
    return z.NEVER;
  }
  return `${match[1]} ${match[2] ?? '00'}:${match[3] ?? '00'}:${match[4] ?? '00'}`;
});

/** POST /api/order/create_order (docs/product.md#entity-order). `services` and `staff` follow from `data`. */
export const createOrderSchema = z.object({
  data: orderItemsField,
  bill_date: billDateField,
  cash: rupeeAmount,
  online: rupeeAmount,
  cust_id: recordId(ORDER_MESSAGES.customer),
  total_amount: rupeeAmount,
  services: z.string().max(10_000).optional(),
  staff: z.string().max(10_000).optional(),
  paymentId: z.string().trim().max(191, ORDER_MESSAGES.paymentId).optional(),
});
export type CreateOrderPayload = z.infer<typeof createOrderSchema>;

/** POST /api/order/update_payment: cash, online or both, added to what the order has been paid. */
export const updatePaymentSchema = z.object({
  uid: z
    .string({ error: ORDER_MESSAGES.notFound })
    .trim()
    .min(1, ORDER_MESSAGES.notFound)
    .max(64, ORDER_MESSAGES.notFound),
  cash: rupeeAmount,
  online: rupeeAmount,
  paymentId: z.string().trim().max(191, ORDER_MESSAGES.paymentId).optional(),
});
export type UpdatePaymentPayload = z.infer<typeof updatePaymentSchema>;

/**
 * How a payment is taken (docs/product.md#order-payment, #validation-invoice): the method decides which amounts count.
 */
export const PAYMENT_METHODS = ['cash', 'online', 'both'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const usesCash = (method: PaymentMethod | null) => method === 'cash' || method === 'both';
export const usesOnline = (method: PaymentMethod | null) => method === 'online' || method === 'both';

/** The method's amounts: the other method's input counts as 0 whatever it holds. */
function methodAmounts(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const form = value as Record<string, unknown>;
  const method = form.method as PaymentMethod;
  return { ...form, cash: usesCash(method) ? form.cash : 0, online: usesOnline(method) ? form.online : 0 };
}

/**
 * The Pending Payment form (docs/product.md#order-payment): update_payment's amounts and reference, in their words, for
 * the method chosen; the payment is more than nothing and at most the due (said under the method's first amount), as
 * the server checks again when two desks pay at once.
 */
export function paymentFormSchema(duePaise: number) {
  const fields = z.preprocess(
    methodAmounts,
    updatePaymentSchema.omit({ uid: true }).extend({ method: z.enum(PAYMENT_METHODS) }),
  );
  return withCrossFieldRule(fields, (input) => {
    const { cash, online, method } = methodAmounts(input) as Record<string, unknown>;
    const cashRupees = rupeeAmount.safeParse(cash);
    const onlineRupees = rupeeAmount.safeParse(online);
    if (!cashRupees.success || !onlineRupees.success) return [];
    const paise = rupeesToPaise(cashRupees.data) + rupeesToPaise(onlineRupees.data);
    const path = method === 'online' ? 'online' : 'cash';
    if (paise === 0) return [{ path, message: ORDER_MESSAGES.paymentEmpty }];
    return paise > duePaise ? [{ path, message: ORDER_MESSAGES.paymentTooMuch }] : [];
  });
}
export type PaymentFormPayload = z.infer<ReturnType<typeof paymentFormSchema>>;

export const orderUidQuery = z.object({
  uid: z
    .string({ error: ORDER_MESSAGES.notFound })
    .trim()
    .min(1, ORDER_MESSAGES.notFound)
    .max(64, ORDER_MESSAGES.notFound),
});

export const CANCEL_REASON_MAX = 300;

/** POST /api/order/cancel: the admin cancels an invoice, saying why (docs/product.md#gst-invoices). */
export const cancelInvoiceSchema = orderUidQuery.extend({
  reason: requiredText(ORDER_MESSAGES.cancelReason, CANCEL_REASON_MAX),
});
export type CancelInvoicePayload = z.infer<typeof cancelInvoiceSchema>;

const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** A line as the Quick Invoice holds it: the unit's price, the quantity, and the discount on one unit as typed. */
export interface InvoiceLineInput {
  pricePaise: number;
  quantity: number;
  discount: number | string;
}

/** Paise of an amount as typed or sent ('' is 0); null when it is not one. */
function amountPaise(value: unknown): number | null {
  const rupees = rupeeAmount.safeParse(value);
  return rupees.success ? rupeesToPaise(rupees.data) : null;
}

/** A line priced as the server prices it; an unreadable discount counts as none until it is fixed. */
export function pricedInvoiceLine(line: InvoiceLineInput): PricedLine {
  return {
    pricePaise: line.pricePaise,
    discountPaise: Math.min(amountPaise(line.discount) ?? 0, line.pricePaise),
    quantity: line.quantity,
  };
}

/** A line's discount on one unit is an amount of rupees, at most the unit's price. */
function discountWithinPrice(input: Record<string, unknown>) {
  const discount = amountPaise(input.discount);
  const isOver = discount !== null && discount > Number(input.pricePaise);
  return isOver ? [{ path: 'discount', message: ORDER_MESSAGES.discount }] : [];
}

const invoiceServiceLine = withCrossFieldRule(
  z.looseObject({
    staffIds: z.array(z.number(), { error: ORDER_MESSAGES.staffNeeded }).min(1, ORDER_MESSAGES.staffNeeded),
    discount: rupeeAmount,
  }),
  discountWithinPrice,
);
const invoiceProductLine = withCrossFieldRule(z.looseObject({ discount: rupeeAmount }), discountWithinPrice);

/** A Quick Invoice line as the form holds it, with what its tax needs: a service's categories, a product's name. */
type FormLine = Omit<InvoiceLineInput, 'quantity'> & { quantity?: number; categoryIds?: string; name?: string };

/**
 * What the customer pays for the form's lines: their sum, with GST on top for a salon whose prices do not include it
 * (the server's rule, src/shared/invoice-tax.ts).
 */
export function formLinesTotalPaise(
  services: readonly FormLine[],
  products: readonly FormLine[],
  gst: GstSettings | undefined,
): number {
  const amount = (line: FormLine, quantity: number) => lineTotalPaise(pricedInvoiceLine({ ...line, quantity }));
  if (!gst) {
    return orderTotalPaise([
      ...services.map((line) => pricedInvoiceLine({ ...line, quantity: line.quantity ?? 1 })),
      ...products.map((line) => pricedInvoiceLine({ ...line, quantity: 1 })),
    ]);
  }
  const lines = invoiceTaxLines(
    services.map((line) => ({ categoryIds: line.categoryIds ?? '', amountPaise: amount(line, line.quantity ?? 1) })),
    products.map((line) => ({ name: line.name ?? '', amountPaise: amount(line, 1) })),
    gst,
  );
  return billTotalPaise(lines, gst);
}

/** The payment, for the method chosen, is amounts of rupees and no more than the invoice's total. */
function paymentWithinTotal(gst: () => GstSettings | undefined) {
  return (input: Record<string, unknown>) => {
    const method = (input.method ?? null) as PaymentMethod | null;
    const cash = usesCash(method) ? amountPaise(input.cash) : 0;
    const online = usesOnline(method) ? amountPaise(input.online) : 0;
    if (cash === null || online === null) return [{ path: 'payment', message: ORDER_MESSAGES.amount }];
    const listed = (value: unknown) => (Array.isArray(value) ? value : []) as FormLine[];
    const totalPaise = formLinesTotalPaise(listed(input.services), listed(input.products), gst());
    return cash + online > totalPaise ? [{ path: 'payment', message: ORDER_MESSAGES.overpaid }] : [];
  };
}

/**
 * The Quick Invoice (docs/product.md#validation-invoice), as its form holds it: a chosen customer, a bill date
 * (create_order's rule) not later than `latestBillDate` (the salon's now), at least one service, each with its staff
 * and a discount no more than its price, products likewise, and a payment no more than the total (said under
 * `payment`; with GST on top where the salon's settings, `gst()`, say prices do not include it). The server checks
 * create_order again, pricing the services from the catalogue.
 */
export function invoiceFormSchema(latestBillDate: Today, gst: () => GstSettings | undefined = () => undefined) {
  const latest = () => (typeof latestBillDate === 'function' ? latestBillDate() : latestBillDate);
  return withCrossFieldRule(
    z.looseObject({
      customerId: recordId(ORDER_MESSAGES.customer),
      billDate: z
        .preprocess((value) => value ?? undefined, billDateField)
        .refine((billDate) => billDate <= latest(), ORDER_MESSAGES.futureBillDate),
      services: z
        .array(invoiceServiceLine)
        .min(1, ORDER_MESSAGES.serviceEmpty)
        .max(CART_MAX_LINES, ORDER_MESSAGES.tooManyLines),
      products: z.array(invoiceProductLine).max(CART_MAX_LINES, ORDER_MESSAGES.tooManyLines),
      method: z.enum(PAYMENT_METHODS).nullable(),
    }),
    paymentWithinTotal(gst),
  );
}

/** GET /api/order/list_order: month and year (both or neither), staff (admin), page, a service id, sortby. */
export const listOrderQuery = z.object({
  month: optionalInt(1, 12, ORDER_MESSAGES.listMonth),
  year: optionalInt(YEAR_RANGE.first, YEAR_RANGE.last, ORDER_MESSAGES.listYear),
  staff: optionalInt(1, 2_147_483_647, ORDER_MESSAGES.listStaff),
  services: optionalInt(1, 2_147_483_647, ORDER_MESSAGES.listServices),
  page: optionalInt(1, 100_000, ORDER_MESSAGES.listPage),
  limit: optionalInt(1, 50, ORDER_MESSAGES.listLimit).transform((value) => value ?? PAGE_SIZE.orders),
  /** Bill date, newest first (desc, the default) or oldest first (asc). */
  sortby: z.enum(['desc', 'asc'], { error: ORDER_MESSAGES.listSortby }).optional(),
});
export type ListOrderQuery = z.infer<typeof listOrderQuery>;

/** A service line of an order as answered (rupees). */
export const orderServiceLineSchema = z.object({
  services: namedRecordSchema,
  staff: z.array(namedRecordSchema),
  price: z.number(),
  qty: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type OrderServiceLine = z.infer<typeof orderServiceLineSchema>;

export const orderProductLineSchema = z.object({
  name: z.string(),
  price: z.number(),
  comment: z.string(),
  discount: z.number(),
  total: z.number(),
});
export type OrderProductLine = z.infer<typeof orderProductLineSchema>;

export const orderItemsSchema = z.object({
  services: z.array(orderServiceLineSchema),
  products: z.array(orderProductLineSchema),
});
export type OrderItems = z.infer<typeof orderItemsSchema>;

export const orderSchema = z.object({
  uid: z.string(),
  /** The salon's local date and time, 'YYYY-MM-DD HH:mm:ss'. */
  bill_date: z.string(),
  total_amount: z.number(),
  cash: z.number(),
  online: z.number(),
  /** total − cash − online, never negative; 0 means Paid. */
  due: z.number(),
  paymentId: z.string(),
  cust_id: z.number(),
  cust: z.object({ name: z.string(), phone: z.string() }),
  /** The customer's friendly name. */
  cust1: z.object({ name: z.string() }),
  /** Who made the invoice at the desk. */
  user: z.object({ name: z.string() }),
  /** JSON text of { services, products } (docs/product.md#entity-order). */
  data: z.string(),
  services: z.string(),
  staff: z.string(),
  created_at: z.string(),
  /** A tax invoice's number, tax as billed and cancellation (docs/product.md#gst-invoices); none on a plain receipt. */
  invoice_number: z.string().nullish(),
  tax: orderTaxSchema.nullish(),
  cancelled: orderCancellationSchema.nullish(),
});
export type Order = z.infer<typeof orderSchema>;

/** At most this many payments are listed on a receipt, oldest first (an order is settled in a few). */
export const RECEIPT_PAYMENTS_MAX = 100;

/** One payment as a receipt lists it: the salon's date it was taken, cash or online, and the rupees. */
export const receiptPaymentSchema = z.object({
  date: z.string(),
  method: z.enum(['cash', 'online']),
  amount: z.number(),
});
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

/** GET /api/order/get_order: the order and each payment taken on it (one taken in both ways is two lines). */
export const receiptSchema = orderSchema.extend({ payments: z.array(receiptPaymentSchema) });
export type ReceiptOrder = z.infer<typeof receiptSchema>;

export const orderAnswerSchema = savedAnswer(orderSchema);
export const orderListAnswerSchema = pageAnswer(orderSchema);

/** The items of an order's `data` text; an unreadable text reads as no items. */
export function orderItemsOf(order: Pick<Order, 'data'>): OrderItems {
  try {
    const parsed = orderItemsSchema.safeParse(JSON.parse(order.data));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return { services: [], products: [] };
}

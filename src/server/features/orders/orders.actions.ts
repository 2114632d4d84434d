/**
 * Invoices and payments (docs/product.md#entity-order, #order-payment, #validation-invoice). The server prices every
 * service from the catalogue, recomputes each line and the total, and refuses a total that disagrees, a payment above
 * the total, an unknown customer, service or staff member, and a bill date later than now. Each write is one
 * transaction.
 */
import { randomBytes } from 'node:crypto';
import { CART_MAX_LINES } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { isAdmin, isCustomer } from '@shared/roles';
import { duePaise, lineTotalPaise, orderTotalPaise } from '@shared/order-arithmetic';
import {
  ORDER_MESSAGES,
  RECEIPT_PAYMENTS_MAX,
  type CancelInvoicePayload,
  type CreateOrderPayload,
  type ListOrderQuery,
  type UpdatePaymentPayload,
} from '@shared/orders.schemas';
import { addDays, lastDayOfMonth, salonTimeOfDay, salonToday } from '@shared/salon-time';
import { taxInvoice } from '@shared/gst-arithmetic';
import { billsTaxInvoices, invoiceTaxLines } from '@shared/invoice-tax';
import { financialYearOf, invoiceNumber } from '@shared/invoice-number';
import type { SalonSettings } from '@shared/site.schemas';
import type { AppContext } from '@server/context';
import type { UserRow } from '@server/db/tables';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { findUserById, listStaffMembers } from '@server/features/accounts/accounts.repository';
import { findEnabledServices } from '@server/features/catalogue/catalogue.repository';
import { readSalonSettings } from '@server/features/site/site.repository';
import { storedTax, type StoredOrderItems, type StoredTax } from './orders.mapper';
import * as orders from './orders.repository';
import { cancelOrder, nextInvoiceSequence } from './tax-invoices.repository';

/** A browser's clock may run a little ahead of the server's: "now" allows this much. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

function salonNow(timeZone: string, instant: Date): string {
  return `${salonToday(timeZone, instant)} ${salonTimeOfDay(timeZone, instant)}`;
}

/** 128 random bits: the receipt's address cannot be guessed or counted up to. */
export function newOrderUid(): string {
  return randomBytes(16).toString('base64url');
}

/** Every uid newOrderUid writes has this shape (16 bytes in base64url): anything else names no order. */
export const ORDER_UID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

async function pricedItems(context: AppContext, payload: CreateOrderPayload) {
  const { services: requested, products } = payload.data;
  if (requested.length === 0) throw invalidInput({ services: [ORDER_MESSAGES.needService] });
  if (requested.length + products.length > CART_MAX_LINES) throw invalidInput({ data: [ORDER_MESSAGES.tooManyLines] });

  const [catalogue, staffMembers] = await Promise.all([
    findEnabledServices(context.db, [...new Set(requested.map((line) => line.serviceId))]),
    listStaffMembers(context.db),
  ]);
  const staffById = new Map(staffMembers.map((member) => [member.id, member]));
  const serviceById = new Map(catalogue.map((row) => [row.id, row]));
  const stored: StoredOrderItems = { services: [], products: [] };
  /** Each service line's categories (comma-separated ids), for its SAC code. */
  const categoryIds: string[] = [];
  for (const line of requested) {
    const service = serviceById.get(line.serviceId);
    if (!service) throw invalidInput({ services: [ORDER_MESSAGES.unknownService] });
    const staff = line.staffIds.map((id) => staffById.get(id));
    if (staff.some((member) => member === undefined)) throw invalidInput({ staff: [ORDER_MESSAGES.unknownStaff] });
    const discountPaise = rupeesToPaise(line.discount);
    if (discountPaise > service.price_paise) throw invalidInput({ discount: [ORDER_MESSAGES.discount] });
    const priced = { pricePaise: service.price_paise, discountPaise, quantity: line.quantity };
    categoryIds.push(service.category_id);
    stored.services.push({
      services: { id: service.id, name: service.name },
      staff: staff.map((member) => ({ id: member!.id, name: member!.name })),
      price_paise: service.price_paise,
      qty: line.quantity,
      discount_paise: discountPaise,
      total_paise: lineTotalPaise(priced),
    });
  }
  for (const product of products) {
    const pricePaise = rupeesToPaise(product.price);
    const discountPaise = rupeesToPaise(product.discount);
    if (discountPaise > pricePaise) throw invalidInput({ discount: [ORDER_MESSAGES.discount] });
    stored.products.push({
      name: product.name,
      price_paise: pricePaise,
      comment: product.comment,
      discount_paise: discountPaise,
      total_paise: lineTotalPaise({ pricePaise, discountPaise, quantity: 1 }),
    });
  }
  return { items: stored, categoryIds };
}

/** The invoice's tax under the salon's GST settings, or null when the salon has no GSTIN (a plain receipt). */
function taxOf(items: StoredOrderItems, categoryIds: readonly string[], settings: SalonSettings): StoredTax | null {
  if (!billsTaxInvoices(settings.gst)) return null;
  const lines = invoiceTaxLines(
    items.services.map((line, index) => ({ categoryIds: categoryIds[index] ?? '', amountPaise: line.total_paise })),
    items.products.map((line) => ({ name: line.name, amountPaise: line.total_paise })),
    settings.gst,
  );
  return storedTax(settings, lines, taxInvoice(lines, settings.gst.pricesIncludeGst));
}

export async function createOrder(context: AppContext, caller: UserRow, payload: CreateOrderPayload) {
  const { db, config } = context;
  const latest = salonNow(config.timeZone, new Date(Date.now() + CLOCK_SKEW_MS));
  if (payload.bill_date > latest) throw invalidInput({ bill_date: [ORDER_MESSAGES.futureBillDate] });
  // Staff may date a bill today or yesterday (a bill written up the morning after); older dates are the admin's.
  const earliestForStaff = addDays(salonToday(config.timeZone), -1);
  if (!isAdmin(caller) && payload.bill_date.slice(0, 10) < earliestForStaff) {
    throw invalidInput({ bill_date: [ORDER_MESSAGES.staffBillDate] });
  }

  const customer = await findUserById(db, payload.cust_id);
  if (!customer || customer.status !== 1 || !isCustomer(customer)) {
    throw invalidInput({ cust_id: [ORDER_MESSAGES.customer] });
  }
  const [{ items, categoryIds }, settings] = await Promise.all([pricedItems(context, payload), readSalonSettings(db)]);
  const tax = taxOf(items, categoryIds, settings);
  // With prices that do not include GST, the customer pays the tax on top (docs/product.md#gst-invoices).
  const totalPaise =
    tax?.total_paise ??
    orderTotalPaise([
      ...items.services.map((l) => ({ pricePaise: l.price_paise, discountPaise: l.discount_paise, quantity: l.qty })),
      ...items.products.map((l) => ({ pricePaise: l.price_paise, discountPaise: l.discount_paise, quantity: 1 })),
    ]);
  if (rupeesToPaise(payload.total_amount) !== totalPaise) {
    throw invalidInput({ total_amount: [ORDER_MESSAGES.totalMismatch] });
  }
  const cashPaise = rupeesToPaise(payload.cash);
  const onlinePaise = rupeesToPaise(payload.online);
  if (cashPaise + onlinePaise > totalPaise) throw invalidInput({ cash: [ORDER_MESSAGES.overpaid] });

  const uid = newOrderUid();
  const paymentId = payload.paymentId ?? '';
  const stored = orders.orderWithRows(
    {
      uid,
      bill_date: payload.bill_date,
      bill_day: payload.bill_date.slice(0, 10),
      cust_id: customer.id,
      user_id: caller.id,
      total_paise: totalPaise,
      cash_paise: cashPaise,
      online_paise: onlinePaise,
      payment_id: paymentId,
      data: JSON.stringify(items),
      tax: tax ? JSON.stringify(tax) : '',
    },
    items,
    // Each service's categories as priced: the home figures count the bill by them (docs/product.md#home-figures).
    new Map(items.services.map((line, index) => [line.services.id, categoryIds[index] ?? ''])),
  );
  await db.transaction().execute(async (tx) => {
    // The number is taken in the order's own transaction: an order that fails leaves no gap in the sequence.
    const year = financialYearOf(stored.order.bill_day);
    const invoice = tax ? invoiceNumber(settings.invoicePrefix, year, await nextInvoiceSequence(tx, year)) : null;
    const order = { ...stored.order, invoice_number: invoice };
    const orderId = await orders.insertOrder(tx, order, stored.staffIds, stored.services);
    if (cashPaise + onlinePaise > 0) {
      await orders.insertPayment(tx, {
        orderId,
        cashPaise,
        onlinePaise,
        paymentId,
        userId: caller.id,
        paidOn: salonToday(config.timeZone),
      });
    }
  });
  return (await orders.findOrderByUid(db, uid))!;
}

export async function updatePayment(context: AppContext, caller: UserRow, payload: UpdatePaymentPayload) {
  const { db, config } = context;
  const cashPaise = rupeesToPaise(payload.cash);
  const onlinePaise = rupeesToPaise(payload.online);
  if (cashPaise + onlinePaise === 0) throw invalidInput({ cash: [ORDER_MESSAGES.paymentEmpty] });
  const paymentId = payload.paymentId ?? '';
  await db.transaction().execute(async (tx) => {
    const order = await orders.findOrderIdByUid(tx, payload.uid);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    if (order.cancelled_at) throw new HttpError(409, ORDER_MESSAGES.cancelledNoPayment);
    const taken = await orders.addPaymentIfDue(tx, order.id, cashPaise, onlinePaise, paymentId);
    if (!taken) {
      const now = await orders.findOrderIdByUid(tx, payload.uid);
      const due = now
        ? duePaise({ totalPaise: now.total_paise, cashPaise: now.cash_paise, onlinePaise: now.online_paise })
        : 0;
      if (due === 0) throw new HttpError(409, ORDER_MESSAGES.settled);
      throw invalidInput({ cash: [ORDER_MESSAGES.paymentTooMuch] });
    }
    await orders.insertPayment(tx, {
      orderId: order.id,
      cashPaise,
      onlinePaise,
      paymentId,
      userId: caller.id,
      paidOn: salonToday(config.timeZone),
    });
  });
  return (await orders.findOrderByUid(db, payload.uid))!;
}

/** The admin cancels an invoice with a reason: it keeps its number and stays in the lists (docs/product.md#gst-invoices). */
export async function cancelInvoice(context: AppContext, caller: UserRow, payload: CancelInvoicePayload) {
  await context.db.transaction().execute(async (tx) => {
    const order = await orders.findOrderIdByUid(tx, payload.uid);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    const cancelled = await cancelOrder(tx, order.id, { reason: payload.reason, userId: caller.id });
    if (!cancelled) throw new HttpError(409, ORDER_MESSAGES.alreadyCancelled);
  });
  return (await orders.findOrderByUid(context.db, payload.uid))!;
}

/** Staff see the orders they are on; the admin sees all, or one staff member's. */
export async function listOrdersFor(context: AppContext, caller: UserRow, query: ListOrderQuery) {
  const year =
    query.year ?? (query.month !== undefined ? Number(salonToday(context.config.timeZone).slice(0, 4)) : undefined);
  let fromDay: string | undefined;
  let toDay: string | undefined;
  if (year !== undefined && query.month !== undefined) {
    const month = String(query.month).padStart(2, '0');
    fromDay = `${year}-${month}-01`;
    toDay = lastDayOfMonth(year, query.month);
  } else if (year !== undefined) {
    fromDay = `${year}-01-01`;
    toDay = `${year}-12-31`;
  }
  const staffId = isAdmin(caller) ? query.staff : caller.id;
  const page = query.page ?? 1;
  return orders.listOrders(context.db, {
    fromDay,
    toDay,
    staffId,
    serviceId: query.services,
    oldestFirst: query.sortby === 'asc',
    limit: query.limit,
    offset: (page - 1) * query.limit,
  });
}

/** An order by its uid with the payments taken on it, oldest first (the open receipt page). */
export async function receiptOf({ db }: AppContext, uid: string) {
  const order = await orders.findOrderByUid(db, uid);
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  const payments = await orders.listOrderPayments(db, order.id, RECEIPT_PAYMENTS_MAX);
  return { order, payments };
}

/** Whether an order has this uid; a uid that no order can have costs no query. */
export async function orderExists({ db }: AppContext, uid: string): Promise<boolean> {
  return ORDER_UID_SHAPE.test(uid) && (await orders.findOrderIdByUid(db, uid)) !== undefined;
}

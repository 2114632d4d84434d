/** Queries on the tables the orders feature owns: orders, their staff and service rows, and payments. */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '@server/db/database';
import { nowInstant } from '@server/db/database';
import { insertRows, stamped, type Unstamped } from '@server/db/stamped-rows';
import type { OrderPaymentsTable, OrderServicesTable, OrdersTable, OrderStaffTable } from '@server/db/tables';
import { countBills } from '@server/features/site/home-figures.repository';

export type NewOrder = Unstamped<'orders'>;

export interface OrderStaffRow {
  staffId: number;
}
export interface OrderServiceRow {
  serviceId: number;
  qty: number;
  totalPaise: number;
  /** The service's categories when billed (comma-separated ids, as services.category_id). */
  categoryIds: string;
}

/** The order, with a row per staff member and per service on it, in the caller's transaction; counted in the home figures. */
export async function insertOrder(
  tx: Executor,
  order: NewOrder,
  staffIds: readonly number[],
  services: readonly OrderServiceRow[],
): Promise<number> {
  const [id] = await insertOrders(tx, [{ order, staffIds, services }]);
  return id!;
}

export interface NewOrderWithRows {
  order: NewOrder;
  staffIds: readonly number[];
  services: readonly OrderServiceRow[];
}

/** What an invoice's service lines say: enough for its `services` and `staff` columns and its child rows. */
export interface OrderServiceLines {
  services: readonly { services: { id: number }; staff: readonly { id: number }[]; qty: number; total_paise: number }[];
}

/**
 * An invoice as stored, from its service lines: the `services` and `staff` columns, a row per staff member and a
 * row per service (its lines' quantities and totals summed, and the service's categories as billed, from
 * `categoriesOf`: service id to services.category_id). For createOrder, the demo and the large data set alike.
 */
export function orderWithRows(
  order: Omit<NewOrder, 'services' | 'staff'>,
  lines: OrderServiceLines,
  categoriesOf: ReadonlyMap<number, string>,
): NewOrderWithRows {
  const staffIds = [...new Set(lines.services.flatMap((line) => line.staff.map((member) => member.id)))];
  const services = new Map<number, OrderServiceRow>();
  for (const line of lines.services) {
    const serviceId = line.services.id;
    const categoryIds = categoriesOf.get(serviceId);
    if (categoryIds === undefined) throw new Error(`No categories given for service ${serviceId}`);
    const sum = services.get(serviceId) ?? { serviceId, qty: 0, totalPaise: 0, categoryIds };
    services.set(line.services.id, { ...sum, qty: sum.qty + line.qty, totalPaise: sum.totalPaise + line.total_paise });
  }
  return {
    order: { ...order, services: [...services.keys()].join(','), staff: staffIds.join(',') },
    staffIds,
    services: [...services.values()],
  };
}

/** The row of `orders` an invoice is stored as. */
export function orderRow(order: NewOrder, at: string = nowInstant()): Insertable<OrdersTable> {
  return stamped(order, at);
}

/** The order_staff and order_services rows of an invoice stored under `orderId`. */
export function orderChildRows(
  orderId: number,
  { order, staffIds, services }: NewOrderWithRows,
): { staff: Insertable<OrderStaffTable>[]; services: Insertable<OrderServicesTable>[] } {
  return {
    staff: staffIds.map((staffId) => ({ order_id: orderId, staff_id: staffId, bill_day: order.bill_day })),
    services: services.map((line) => ({
      order_id: orderId,
      service_id: line.serviceId,
      bill_day: order.bill_day,
      qty: line.qty,
      total_paise: line.totalPaise,
      category_ids: line.categoryIds,
    })),
  };
}

/**
 * Orders with their staff and service rows, three statements for all of them, and counted in the home figures in the
 * same transaction (two more); answers their ids in order.
 */
export async function insertOrders(tx: Executor, orders: readonly NewOrderWithRows[]): Promise<number[]> {
  if (!orders.length) return [];
  const now = nowInstant();
  const inserted = await tx
    .insertInto('orders')
    .values(orders.map(({ order }) => orderRow(order, now)))
    .returning(['id', 'uid'])
    .execute();
  // The rows a multi-row insert returns come in no promised order: matched by their uid.
  const idByUid = new Map(inserted.map((row) => [row.uid, row.id]));
  const ids = orders.map(({ order }) => idByUid.get(order.uid)!);
  const children = orders.map((order, index) => orderChildRows(ids[index]!, order));
  const staffRows = children.flatMap((rows) => rows.staff);
  if (staffRows.length) await tx.insertInto('order_staff').values(staffRows).execute();
  const serviceRows = children.flatMap((rows) => rows.services);
  if (serviceRows.length) await tx.insertInto('order_services').values(serviceRows).execute();
  await countBills(
    tx,
    orders.map(({ order }, index) => ({ custId: order.cust_id, lines: children[index]!.services })),
  );
  return ids;
}

export interface NewPayment {
  orderId: number;
  cashPaise: number;
  onlinePaise: number;
  paymentId: string;
  userId: number;
  paidOn: string;
}

export async function insertPayment(tx: Executor, payment: NewPayment): Promise<void> {
  await insertPayments(tx, [payment]);
}

/** The row of order_payments a payment is stored as. */
export function paymentRow(payment: NewPayment, at: string = nowInstant()): Insertable<OrderPaymentsTable> {
  return {
    order_id: payment.orderId,
    cash_paise: payment.cashPaise,
    online_paise: payment.onlinePaise,
    payment_id: payment.paymentId,
    user_id: payment.userId,
    paid_on: payment.paidOn,
    created_at: at,
  };
}

export async function insertPayments(tx: Executor, payments: readonly NewPayment[]): Promise<void> {
  await insertRows(tx, 'order_payments', payments, paymentRow);
}

/**
 * Adds a payment only while it fits in what is due, in one conditional statement: two payments racing on one
 * order are serialised by the row (PostgreSQL re-checks the condition after the first commits; SQLite has one
 * writer), so together they can never pass the total. Answers whether the payment was taken.
 */
export async function addPaymentIfDue(
  tx: Executor,
  orderId: number,
  cashPaise: number,
  onlinePaise: number,
  paymentId: string,
): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set((eb) => ({
      cash_paise: eb('cash_paise', '+', cashPaise),
      online_paise: eb('online_paise', '+', onlinePaise),
      ...(paymentId ? { payment_id: paymentId } : {}),
      updated_at: nowInstant(),
    }))
    .where('id', '=', orderId)
    .where(sql<boolean>`cash_paise + online_paise + ${cashPaise + onlinePaise} <= total_paise`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payments taken on an order, oldest first, at most `limit`. */
export function listOrderPayments(db: Executor, orderId: number, limit: number) {
  return db
    .selectFrom('order_payments')
    .select(['paid_on', 'cash_paise', 'online_paise'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** An order with the names an answer shows: the customer's and the receptionist's. */
function ordersWithNames(db: Executor) {
  return db
    .selectFrom('orders')
    .innerJoin('users as customer', 'customer.id', 'orders.cust_id')
    .innerJoin('users as maker', 'maker.id', 'orders.user_id')
    .selectAll('orders')
    .select([
      'customer.name as customer_name',
      'customer.name1 as customer_name1',
      'customer.phone as customer_phone',
      'maker.name as maker_name',
    ]);
}

export type OrderWithNames = NonNullable<Awaited<ReturnType<typeof findOrderByUid>>>;

export function findOrderByUid(db: Executor, uid: string) {
  return ordersWithNames(db).where('orders.uid', '=', uid).executeTakeFirst();
}

export function findOrderIdByUid(db: Executor, uid: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'total_paise', 'cash_paise', 'online_paise', 'cancelled_at'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export interface OrderFilter {
  /** First and last bill day, inclusive (YYYY-MM-DD). */
  fromDay?: string;
  toDay?: string;
  /** Only orders this staff member is on. */
  staffId?: number;
  serviceId?: number;
  oldestFirst?: boolean;
  limit: number;
  offset: number;
}

/** The column of an order's staff and service rows that names the staff member or the service. */
const NAMED_BY = { order_staff: 'staff_id', order_services: 'service_id' } as const;

/** The ids of the orders with a staff or service row naming `id`, billed in the filter's days. */
function ordersWith(db: Executor, table: keyof typeof NAMED_BY, id: number, { fromDay, toDay }: OrderFilter) {
  let rows = db.selectFrom(table).select('order_id').where(NAMED_BY[table], '=', id);
  if (fromDay) rows = rows.where('bill_day', '>=', fromDay);
  if (toDay) rows = rows.where('bill_day', '<=', toDay);
  return rows;
}

/** A page of orders and how many match in all. */
export async function listOrders(
  db: Executor,
  filter: OrderFilter,
): Promise<{ rows: OrderWithNames[]; total: number }> {
  let page = db.selectFrom('orders').select('orders.id');
  let count = db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count'));
  // The page filters on bill_date (the order it is sorted in, so the index yields the first rows without a sort);
  // the count on bill_day. The staff and service rows carry bill_day too, so their subqueries read one range only.
  if (filter.fromDay) {
    page = page.where('orders.bill_date', '>=', `${filter.fromDay} 00:00:00`);
    count = count.where('orders.bill_day', '>=', filter.fromDay);
  }
  if (filter.toDay) {
    page = page.where('orders.bill_date', '<=', `${filter.toDay} 23:59:59`);
    count = count.where('orders.bill_day', '<=', filter.toDay);
  }
  const onOrders = [
    filter.staffId === undefined ? null : ordersWith(db, 'order_staff', filter.staffId, filter),
    filter.serviceId === undefined ? null : ordersWith(db, 'order_services', filter.serviceId, filter),
  ];
  for (const ids of onOrders) {
    if (!ids) continue;
    page = page.where('orders.id', 'in', ids);
    count = count.where('orders.id', 'in', ids);
  }
  const direction = filter.oldestFirst ? 'asc' : 'desc';
  // The page's ids first, then the names for those rows only: PostgreSQL otherwise joined every order of the month
  // before sorting (its estimate for a text range within one histogram bucket is far too low).
  const pageIds = page
    .orderBy('orders.bill_date', direction)
    .orderBy('orders.id', direction)
    .limit(filter.limit)
    .offset(filter.offset);
  const [rows, counted] = await Promise.all([
    ordersWithNames(db)
      .where('orders.id', 'in', db.selectFrom(pageIds.as('page')).select('page.id'))
      .orderBy('orders.bill_date', direction)
      .orderBy('orders.id', direction)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

/**
 * Ten years of a busy salon, for measuring speed at scale (issue 8): 50,000 customers, 300 services, 400,000 orders
 * with their staff, service and payment rows, 100,000 appointments, 3,650 cash-book days, 1,200 salary rows and
 * 20,000 attendance rows, on top of a migrated, demo-seeded database (the demo logins keep working).
 *
 * Usage: node --import tsx scripts/seed-large.ts [--database-url postgres://…]
 * Without a URL it fills the app's own database (DATABASE_URL, else the SQLite file under DATA_DIR). On PostgreSQL give
 * it a database of its own: Kysely's migrator looks for its tables in every schema, so a migrated schema beside the
 * tests' schemas would confuse their migrations.
 *
 * Deterministic: every generated row comes from a PRNG seeded by its table and index. Idempotent: each table is
 * topped up to its target count, so a second run adds nothing and says so. Every row is built by the row builder
 * of the repository that owns its table (userRow, serviceRow, orderWithRows and orderRow, orderChildRows, paymentRow,
 * appointmentRow, expenseRow, salaryRow, attendanceRow), the ones the app's own inserts use, so a change to how a
 * table is stored reaches this script too; the rows go in as multi-row inserts of 500 inside chunked transactions.
 * The home page's figures, which the orders repository keeps as it writes each bill, are counted again once the
 * orders are in (recountHomeFigures).
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { CompiledQuery, sql, type Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { USER_TYPE } from '@shared/constants';
import { SERVICE_CATEGORIES } from '@shared/catalogue';
import { closingAfter, holidayComment, type CashBookAmounts } from '@shared/cash-book';
import { addDays, salonToday } from '@shared/salon-time';
import { loadConfig, type Config } from '@server/config';
import { openDatabase, type Db, type DatabaseKind } from '@server/db/database';
import { bumpContentVersion } from '@server/db/content-version';
import { migrateToLatest } from '@server/db/migrations';
import { seedEmptyDatabase } from '@server/db/seed';
import { between, pick, seededRandom } from '@server/db/seed/demo-calendar';
import type { Database } from '@server/db/tables';
import { userRow } from '@server/features/accounts/accounts.repository';
import { hashPassword } from '@server/features/accounts/passwords';
import { appointmentRow } from '@server/features/appointments/appointments.repository';
import { attendanceRow } from '@server/features/attendance/attendance.repository';
import { serviceRow } from '@server/features/catalogue/catalogue.repository';
import { expenseRow, lockCashBook, shiftClosingsAfter } from '@server/features/expenses/expenses.repository';
import type { StoredOrderItems } from '@server/features/orders/orders.mapper';
import {
  orderChildRows,
  orderRow,
  orderWithRows,
  paymentRow,
  type NewPayment,
} from '@server/features/orders/orders.repository';
import { salaryRow } from '@server/features/salary/salary.repository';
import { recountHomeFigures } from '@server/features/site/home-figures.repository';
import type { StoredServices } from '@server/features/appointments/appointments.mapper';
import { GENERATED_CUSTOMER_PASSWORD, GENERATED_STAFF_PASSWORD, generatedCustomerPhone } from './large-data';
import { runContext, writeQualitySection } from './quality-doc';

const TARGET = {
  customers: 50_000,
  staff: 10,
  services: 300,
  orders: 400_000,
  appointments: 100_000,
  cashBookDays: 3_650,
  salaries: 1_200,
  attendance: 20_000,
} as const;
const YEARS_OF_DAYS = 3_650;
const ROWS_PER_INSERT = 500;
const ORDERS_PER_TRANSACTION = 5_000;

// ---------------------------------------------------------------------------------------------------------------
// Deterministic randomness: one small PRNG (the demo seed's) per generated row, seeded by (table, index), so a top-up continues the
// same sequence a full run would have written.

const TABLE_SEEDS = { customers: 1, staff: 2, services: 3, orders: 4, appointments: 5, cash: 6, salaries: 7 };
const rowRandom = (table: keyof typeof TABLE_SEEDS, index: number) =>
  seededRandom(Math.imul(TABLE_SEEDS[table] * 7_919 + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
const two = (n: number) => String(n).padStart(2, '0');

const FIRST_NAMES_F = ['Aanya', 'Ishita', 'Kavya', 'Meera', 'Nisha', 'Pooja', 'Riya', 'Sanya', 'Tanvi', 'Anjali'];
const FIRST_NAMES_M = ['Aarav', 'Dev', 'Harsh', 'Karan', 'Manav', 'Nikhil', 'Rahul', 'Sahil', 'Varun', 'Yash'];
const LAST_NAMES = ['Sharma', 'Verma', 'Gupta', 'Kaur', 'Singh', 'Malhotra', 'Chopra', 'Bansal', 'Arora', 'Mehta'];
const PRODUCTS = ['Shampoo 200 ml', 'Hair serum', 'Face wash', 'Sunscreen SPF 50', 'Nail polish', 'Hair mask'];
const SERVICE_WORDS: Record<number, readonly string[]> = {
  1: ['Bridal Makeup', 'Engagement Look', 'Reception Look', 'Sangeet Look', 'Draping'],
  2: ['Nail Art', 'Gel Extensions', 'Acrylic Set', 'Nail Refill', 'Gel Polish'],
  3: ['Hydra Facial', 'Gold Facial', 'Fruit Facial', 'Clean-up', 'Anti-Ageing Facial'],
  4: ['Haircut', 'Hair Colour', 'Keratin', 'Smoothening', 'Hair Spa'],
  5: ['Body Polishing', 'Body Spa', 'Back Massage', 'Foot Reflexology', 'Body Scrub'],
  6: ['Full Arms Wax', 'Full Legs Wax', 'Underarms Wax', 'Face Wax', 'Rica Wax'],
  7: ['Eyebrow Threading', 'Upper Lip Threading', 'Forehead Threading', 'Chin Threading', 'Full Face Threading'],
  8: ['Spa Manicure', 'Spa Pedicure', 'Classic Manicure', 'Classic Pedicure', 'Paraffin Pedicure'],
  9: ['Face Bleach', 'D-Tan Pack', 'Full Arms D-Tan', 'Back D-Tan', 'Neck Bleach'],
  10: ["Men's Haircut", 'Beard Styling', 'Head Massage', "Men's Facial", "Men's Hair Colour"],
  11: ['Blow Dry', 'Party Makeup', 'Saree Draping', 'Hair Ironing', 'Curls'],
};
const VARIANTS = ['Classic', 'Premium', 'Express', 'Signature', 'Deluxe', 'Mini'];

// ---------------------------------------------------------------------------------------------------------------
// Multi-row inserts of the repositories' rows through Kysely's executor, with the SQL text cached per table, columns
// and row count (building the statement with Kysely for each of thousands of inserts would cost more than them).

type Value = string | number | null;

class BulkWriter {
  private readonly statements = new Map<string, string>();
  constructor(
    private readonly kind: DatabaseKind,
    private readonly db: Db,
  ) {}

  /** Rows as a row builder makes them: every row of one call has the same columns, those of the first. */
  async insert<T extends keyof Database & string>(
    executor: Db,
    table: T,
    rows: readonly Insertable<Database[T]>[],
  ): Promise<void> {
    if (!rows.length) return;
    const columns = Object.keys(rows[0]!).filter(
      (column) => (rows[0] as Record<string, unknown>)[column] !== undefined,
    );
    const values = (row: Insertable<Database[T]>): Value[] => {
      const record = row as Record<string, Value | undefined>;
      const given = Object.keys(record).filter((column) => record[column] !== undefined).length;
      if (given !== columns.length || columns.some((column) => record[column] === undefined)) {
        throw new Error(`${table}: every row must have the columns ${columns.join(', ')}`);
      }
      return columns.map((column) => record[column]!);
    };
    for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
      const chunk = rows.slice(from, from + ROWS_PER_INSERT);
      const key = `${table}|${columns.join(',')}|${chunk.length}`;
      let text = this.statements.get(key);
      if (!text) {
        let parameter = 0;
        const tuple = () => `(${columns.map(() => (this.kind === 'postgres' ? `$${++parameter}` : '?')).join(', ')})`;
        text = `insert into ${table} (${columns.join(', ')}) values ${chunk.map(tuple).join(', ')}`;
        this.statements.set(key, text);
      }
      await executor.executeQuery(CompiledQuery.raw(text, chunk.flatMap(values)));
    }
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(tx));
  }
}

// ---------------------------------------------------------------------------------------------------------------

interface Arguments {
  databaseUrl?: string;
}

function parseArguments(argv: readonly string[]): Arguments {
  const result: Arguments = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--database-url') result.databaseUrl = argv[(index += 1)];
    else if (argument.startsWith('--database-url=')) result.databaseUrl = argument.slice('--database-url='.length);
    else throw new Error(`Unknown argument ${argument}. Usage: seed-large.ts [--database-url postgres://…]`);
  }
  return result;
}

async function count(db: Db, table: string, where = ''): Promise<number> {
  const result = await db.executeQuery<{ n: number }>(
    CompiledQuery.raw(`select count(*) as n from ${table}${where ? ` where ${where}` : ''}`),
  );
  return Number(result.rows[0]!.n);
}

async function maxId(db: Db, table: string): Promise<number> {
  const result = await db.executeQuery<{ m: number | null }>(CompiledQuery.raw(`select max(id) as m from ${table}`));
  return Number(result.rows[0]!.m ?? 0);
}

/** The UTC instant of the salon's wall-clock time (the zone's offset on that day). */
function instantOf(salonDateTime: string, offsetMinutes: number): string {
  const local = Date.parse(`${salonDateTime.replace(' ', 'T')}Z`);
  return new Date(local - offsetMinutes * 60_000).toISOString();
}

function zoneOffsetMinutes(timeZone: string): number {
  const now = new Date();
  const wall = new Date(now.toLocaleString('en-US', { timeZone }));
  const utc = new Date(now.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.round((wall.getTime() - utc.getTime()) / 60_000);
}

/** A receipt uid like the app's (22 base64url characters), derived from the order's index so reruns agree. */
function receiptUid(index: number): string {
  return createHash('sha256').update(`large-seed-order-${index}`).digest('base64url').slice(0, 22);
}

interface Timing {
  table: string;
  added: number;
  seconds: number;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const environment = { ...process.env, ...(args.databaseUrl ? { DATABASE_URL: args.databaseUrl } : {}) };
  const config: Config = loadConfig(environment);
  const { db, kind } = openDatabase(config.database);
  const engine = kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const timings: Timing[] = [];
  const startedContext = runContext(engine);
  const started = performance.now();
  const step = async (table: string, work: () => Promise<number | null>) => {
    const from = performance.now();
    const result = await work();
    const added = result ?? 0;
    const seconds = (performance.now() - from) / 1000;
    timings.push({ table, added, seconds });
    console.log(
      `${table.padEnd(38)} ${result === null ? 'done' : added ? `${added.toLocaleString('en-US')} rows added` : 'already full, nothing added'} in ${seconds.toFixed(1)} s`,
    );
  };
  /**
   * A step that tops `table` (the rows of it `where` selects) up to `target` rows: `fill` adds the rest from the
   * `existing` count on and says how many it added. A full table is left as it is.
   */
  const topUp = (
    label: string,
    { table, where, target }: { table: string; where?: string; target: number },
    fill: (existing: number) => Promise<number>,
  ) =>
    step(label, async () => {
      const existing = await count(db, table, where);
      return existing >= target ? 0 : fill(existing);
    });

  try {
    if (kind === 'sqlite') {
      // Bulk loading: a crash here loses only generated rows; the app's own connection keeps synchronous=FULL.
      await sql`pragma synchronous = normal`.execute(db);
    }
    await step('migrations and demo seed', async () => {
      await migrateToLatest(db, kind);
      const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;
      await seedEmptyDatabase({ db, kind, config }, quiet);
      return null;
    });

    const writer = new BulkWriter(kind, db);
    const today = salonToday(config.timeZone);
    const lastDay = addDays(today, -1);
    const firstDay = addDays(lastDay, -(YEARS_OF_DAYS - 1));
    const offset = zoneOffsetMinutes(config.timeZone);
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('user_type', '=', USER_TYPE.admin)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    // One hash each for every generated customer and staff member (the demo passwords): hashing 50,000 times
    // would take hours, and nobody logs in as a generated user except to measure.
    let customerHash: string | undefined;
    let staffHash: string | undefined;
    const hashes = async () => {
      customerHash ??= await hashPassword(GENERATED_CUSTOMER_PASSWORD, config.passwordHashCost);
      staffHash ??= await hashPassword(GENERATED_STAFF_PASSWORD, config.passwordHashCost);
      return { customerHash, staffHash };
    };
    type NewUserRow = Insertable<Database['users']>;
    /** A generated person's users row: active, with the one password hash of their kind of user. */
    const generatedUser = (
      person: Pick<NewUserRow, 'id' | 'phone' | 'email' | 'dob' | 'anniversary' | 'user_type' | 'password_hash'> & {
        first: string;
        last: string;
        female: boolean;
      },
      joined: string,
    ): NewUserRow => {
      const { first, last, female, ...row } = person;
      return userRow({ ...row, name: `${first} ${last}`, name1: first, gender: female ? 2 : 1, status: 1 }, joined);
    };

    const staffUsers = { table: 'users', where: `user_type = ${USER_TYPE.staff}`, target: TARGET.staff };
    await topUp('users (staff)', staffUsers, async (existing) => {
      const { staffHash: hash } = await hashes();
      let id = await maxId(db, 'users');
      const rows: NewUserRow[] = [];
      for (let index = existing; index < TARGET.staff; index += 1) {
        const random = rowRandom('staff', index);
        const female = random() < 0.6;
        const first = pick(random, female ? FIRST_NAMES_F : FIRST_NAMES_M);
        const joined = instantOf(`${firstDay} 10:00:00`, offset);
        const last = pick(random, LAST_NAMES);
        const dob = `19${between(random, 85, 99)}-${two(between(random, 1, 12))}-${two(between(random, 1, 28))}`;
        const phone = String(8_800_000_000 + index);
        const row = { id: (id += 1), first, last, female, phone, email: '', dob, anniversary: null };
        rows.push(generatedUser({ ...row, user_type: USER_TYPE.staff, password_hash: hash }, joined));
      }
      await writer.transaction((tx) => writer.insert(tx, 'users', rows));
      return rows.length;
    });

    const customerUsers = {
      table: 'users',
      where: `user_type = ${USER_TYPE.customer} and phone >= '6000000000' and phone < '8500000000'`,
      target: TARGET.customers,
    };
    await topUp('users (customers)', customerUsers, async (existing) => {
      const { customerHash: hash } = await hashes();
      let id = await maxId(db, 'users');
      let added = 0;
      for (let from = existing; from < TARGET.customers; from += 10_000) {
        const rows: NewUserRow[] = [];
        for (let index = from; index < Math.min(from + 10_000, TARGET.customers); index += 1) {
          const random = rowRandom('customers', index);
          const female = random() < 0.7;
          const first = pick(random, female ? FIRST_NAMES_F : FIRST_NAMES_M);
          const last = pick(random, LAST_NAMES);
          const joinedDay = addDays(firstDay, Math.floor((index * YEARS_OF_DAYS) / TARGET.customers));
          const joined = instantOf(
            `${joinedDay} ${two(between(random, 10, 20))}:${two(between(random, 0, 59))}:00`,
            offset,
          );
          const dob =
            random() < 0.4
              ? `${between(random, 1965, 2006)}-${two(between(random, 1, 12))}-${two(between(random, 1, 28))}`
              : null;
          const anniversary =
            random() < 0.2
              ? `${between(random, 1990, 2025)}-${two(between(random, 1, 12))}-${two(between(random, 1, 28))}`
              : null;
          const phone = generatedCustomerPhone(index);
          const email = random() < 0.5 ? `${first}.${last}${index}@example.com`.toLowerCase() : '';
          const row = { id: (id += 1), first, last, female, phone, email, dob, anniversary };
          rows.push(generatedUser({ ...row, user_type: USER_TYPE.customer, password_hash: hash }, joined));
        }
        await writer.transaction((tx) => writer.insert(tx, 'users', rows));
        added += rows.length;
      }
      return added;
    });

    await topUp('services', { table: 'services', target: TARGET.services }, async (existing) => {
      const lastSorting = Number(
        (await db.executeQuery<{ m: number | null }>(CompiledQuery.raw('select max(sorting) as m from services')))
          .rows[0]!.m ?? 0,
      );
      const now = new Date().toISOString();
      const rows: Insertable<Database['services']>[] = [];
      for (let index = existing; index < TARGET.services; index += 1) {
        const random = rowRandom('services', index);
        const category = SERVICE_CATEGORIES[index % SERVICE_CATEGORIES.length]!;
        const word = pick(random, SERVICE_WORDS[category.id]!);
        const variant = VARIANTS[Math.floor(index / SERVICE_CATEGORIES.length) % VARIANTS.length]!;
        const audience = category.id === 10 ? 10 : category.id === 11 ? 11 : random() < 0.8 ? 11 : 10;
        const categories = category.id === audience ? [category.id] : [category.id, audience];
        const price = between(random, 2, 120) * 5_000;
        rows.push(
          serviceRow(
            {
              name: `${word} ${variant} ${index + 1}`,
              pricePaise: price,
              discountPaise: random() < 0.25 ? Math.round(price * 0.1) : 0,
              categoryIds: categories,
              sorting: lastSorting + (index - existing) + 1,
              status: random() < 0.95 ? 1 : 0,
              comment: `<p>${word}, ${variant.toLowerCase()} variant: consultation, the service itself and after-care advice.</p>`,
            },
            now,
          ),
        );
      }
      await writer.transaction((tx) => writer.insert(tx, 'services', rows));
      // A server already running on this database shows the new services on its next request.
      await bumpContentVersion(db);
      return rows.length;
    });

    const staff = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('user_type', '=', USER_TYPE.staff)
      .orderBy('id')
      .execute();
    const billers = [admin.id, ...staff.map((member) => member.id)];
    const services = await db
      .selectFrom('services')
      .select(['id', 'name', 'price_paise', 'discount_paise', 'category_id'])
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    const categoriesOf = new Map(services.map((service) => [service.id, service.category_id]));
    const customerIds = (
      await db.selectFrom('users').select('id').where('user_type', '=', USER_TYPE.customer).orderBy('id').execute()
    ).map((row) => row.id);
    const customers = await db
      .selectFrom('users')
      .select(['id', 'name', 'phone', 'email'])
      .where('user_type', '=', USER_TYPE.customer)
      .orderBy('id')
      .execute();

    await topUp(
      'orders (+ staff, services, payments)',
      { table: 'orders', target: TARGET.orders },
      async (existing) => {
        let id = await maxId(db, 'orders');
        let added = 0;
        let children = 0;
        for (let from = existing; from < TARGET.orders; from += ORDERS_PER_TRANSACTION) {
          const orders: Insertable<Database['orders']>[] = [];
          const orderStaff: Insertable<Database['order_staff']>[] = [];
          const orderServices: Insertable<Database['order_services']>[] = [];
          const payments: Insertable<Database['order_payments']>[] = [];
          for (let index = from; index < Math.min(from + ORDERS_PER_TRANSACTION, TARGET.orders); index += 1) {
            const random = rowRandom('orders', index);
            const orderId = (id += 1);
            const billDay = addDays(firstDay, Math.floor((index * YEARS_OF_DAYS) / TARGET.orders));
            const billDate = `${billDay} ${two(between(random, 10, 20))}:${two(between(random, 0, 59))}:${two(between(random, 0, 59))}`;
            const created = instantOf(billDate, offset);
            const items: StoredOrderItems = { services: [], products: [] };
            const lineCount = random() < 0.55 ? 1 : random() < 0.7 ? 2 : 3;
            for (let line = 0; line < lineCount; line += 1) {
              const service = pick(random, services);
              const members = random() < 0.8 ? [pick(random, staff)] : [pick(random, staff), pick(random, staff)];
              const unique = [...new Map(members.map((member) => [member.id, member])).values()];
              const qty = random() < 0.92 ? 1 : 2;
              const discount = random() < 0.2 ? Math.min(service.price_paise, service.discount_paise + 10_000) : 0;
              items.services.push({
                services: { id: service.id, name: service.name },
                staff: unique.map((member) => ({ id: member.id, name: member.name })),
                price_paise: service.price_paise,
                qty,
                discount_paise: discount,
                total_paise: (service.price_paise - discount) * qty,
              });
            }
            if (random() < 0.1) {
              const price = between(random, 3, 30) * 5_000;
              items.products.push({
                name: pick(random, PRODUCTS),
                price_paise: price,
                comment: '',
                discount_paise: 0,
                total_paise: price,
              });
            }
            const total =
              items.services.reduce((sum, line) => sum + line.total_paise, 0) +
              items.products.reduce((sum, line) => sum + line.total_paise, 0);
            const biller = pick(random, billers);
            // Most bills are paid at the counter; some in two parts (the rest on a later day); some still owe.
            const split = (amount: number) => {
              const online = random() < 0.55 ? amount : random() < 0.5 ? Math.round(amount / 2) : 0;
              return { cash: amount - online, online };
            };
            const kindOfBill = random();
            const paidParts: { amount: number; day: string }[] = [];
            if (kindOfBill < 0.85) paidParts.push({ amount: total, day: billDay });
            else if (kindOfBill < 0.92) {
              const first = Math.round((total * between(random, 2, 8)) / 10);
              const later = addDays(billDay, between(random, 1, 20));
              paidParts.push({ amount: first, day: billDay });
              if (later <= lastDay) paidParts.push({ amount: total - first, day: later });
            } else if (kindOfBill < 0.97)
              paidParts.push({ amount: Math.round((total * between(random, 1, 7)) / 10), day: billDay });
            let cash = 0;
            let online = 0;
            let paymentId = '';
            for (const part of paidParts) {
              if (part.amount <= 0) continue;
              const money = split(part.amount);
              const reference = money.online > 0 ? `UPI${String(orderId).padStart(9, '0')}${payments.length % 10}` : '';
              cash += money.cash;
              online += money.online;
              if (reference) paymentId = reference;
              const payment: NewPayment = {
                orderId,
                cashPaise: money.cash,
                onlinePaise: money.online,
                paymentId: reference,
                userId: biller,
                paidOn: part.day,
              };
              payments.push(
                paymentRow(payment, part.day === billDay ? created : instantOf(`${part.day} 12:00:00`, offset)),
              );
            }
            const stored = orderWithRows(
              {
                id: orderId,
                uid: receiptUid(index),
                bill_date: billDate,
                bill_day: billDay,
                cust_id: pick(random, customerIds),
                user_id: biller,
                total_paise: total,
                cash_paise: cash,
                online_paise: online,
                payment_id: paymentId,
                data: JSON.stringify(items),
              },
              items,
              categoriesOf,
            );
            orders.push(orderRow(stored.order, created));
            const rows = orderChildRows(orderId, stored);
            orderStaff.push(...rows.staff);
            orderServices.push(...rows.services);
          }
          await writer.transaction(async (tx) => {
            await writer.insert(tx, 'orders', orders);
            await writer.insert(tx, 'order_staff', orderStaff);
            await writer.insert(tx, 'order_services', orderServices);
            await writer.insert(tx, 'order_payments', payments);
          });
          added += orders.length;
          children += orderStaff.length + orderServices.length + payments.length;
          if ((from / ORDERS_PER_TRANSACTION) % 10 === 9) {
            process.stdout.write(`  … ${(from + orders.length).toLocaleString('en-US')} orders\n`);
          }
        }
        console.log(`  (${children.toLocaleString('en-US')} order_staff, order_services and order_payments rows)`);
        return added + children;
      },
    );

    // The orders above go in past the orders repository, which keeps the home figures as it writes a bill: counted
    // again here, over every bill (a script may; no request ever does). Every run, so a run stopped between the two
    // steps is made right by the next.
    await step('home figures (recount)', async () => {
      await writer.transaction((tx) => recountHomeFigures(tx));
      return null;
    });

    await topUp('appointments', { table: 'appointments', target: TARGET.appointments }, async (existing) => {
      let added = 0;
      for (let from = existing; from < TARGET.appointments; from += 10_000) {
        const rows: Insertable<Database['appointments']>[] = [];
        for (let index = from; index < Math.min(from + 10_000, TARGET.appointments); index += 1) {
          const random = rowRandom('appointments', index);
          const day = addDays(firstDay, Math.floor((index * YEARS_OF_DAYS) / TARGET.appointments));
          const date = `${day} ${two(between(random, 10, 19))}:${random() < 0.5 ? '00' : '30'}:00`;
          const booked = instantOf(
            `${addDays(day, -between(random, 0, 10))} ${two(between(random, 8, 22))}:15:00`,
            offset,
          );
          const customer = random() < 0.6 ? pick(random, customers) : null;
          const first = pick(random, random() < 0.7 ? FIRST_NAMES_F : FIRST_NAMES_M);
          const lines = Array.from({ length: random() < 0.7 ? 1 : 2 }, () => {
            const service = pick(random, services);
            return {
              id: service.id,
              name: service.name,
              price_paise: service.price_paise,
              discount_paise: service.discount_paise,
              quantity: 1,
              advance_payment_paise: 0,
            };
          });
          const stored: StoredServices = { services: lines, products: [], bridalDay: {} };
          const total = lines.reduce((sum, line) => sum + Math.max(0, line.price_paise - line.discount_paise), 0);
          const outcome = random();
          const status = outcome < 0.8 ? 1 : outcome < 0.92 ? 2 : 0;
          rows.push(
            appointmentRow(
              {
                user_id: customer?.id ?? null,
                name: customer?.name ?? `${first} ${pick(random, LAST_NAMES)}`,
                phone: customer?.phone ?? String(9_000_000_000 + between(random, 0, 899_999_999)),
                email: customer?.email ?? '',
                date,
                list_month: day.slice(0, 7),
                comment: random() < 0.2 ? 'Please call before the appointment' : '',
                services: JSON.stringify(stored),
                total_paise: total,
                status,
                status_text: status === 2 ? 'The slot is not available, please choose another time' : '',
                staff_id: random() < 0.3 ? pick(random, staff).id : null,
              },
              booked,
            ),
          );
        }
        await writer.transaction((tx) => writer.insert(tx, 'appointments', rows));
        added += rows.length;
      }
      return added;
    });

    await topUp('cash book (expenses)', { table: 'expenses', target: TARGET.cashBookDays }, async (existing) => {
      // The generated days come before the book's first entry; then every later closing moves up by the generated
      // days' last closing, so each closing stays the running sum of the whole book (shared/cash-book.ts).
      const earliest = (
        await db.selectFrom('expenses').select('date').orderBy('date').orderBy('id').limit(1).executeTakeFirst()
      )?.date;
      const days = TARGET.cashBookDays - existing;
      const end = earliest ? addDays(earliest, -1) : lastDay;
      const start = addDays(end, -(days - 1));
      let closing = 0;
      const rows: Insertable<Database['expenses']>[] = [];
      for (let index = 0; index < days; index += 1) {
        const random = rowRandom('cash', index);
        const date = addDays(start, index);
        const at = instantOf(`${date} 21:00:00`, offset);
        const holiday = random() < 0.04;
        let amounts: CashBookAmounts;
        if (holiday) amounts = { totalPaise: 0, cashPaise: 0, onlinePaise: 0, expensePaise: 0, expenseOnlinePaise: 0 };
        else {
          const totalPaise = between(random, 80, 400) * 10_000;
          const onlinePaise = Math.round(totalPaise * (0.4 + random() * 0.2));
          const expensePaise = between(random, 0, 40) * 5_000;
          const expenseOnlinePaise = random() < 0.2 ? between(random, 1, 30) * 10_000 : 0;
          // Cash handed over keeps about ₹5,000 in the drawer.
          const cashPaise = Math.max(0, closing + totalPaise - onlinePaise - expensePaise - 500_000);
          amounts = { totalPaise, cashPaise, onlinePaise, expensePaise, expenseOnlinePaise };
        }
        closing = closingAfter(closing, amounts);
        rows.push(
          expenseRow(
            {
              date,
              total_paise: amounts.totalPaise,
              cash_paise: amounts.cashPaise,
              online_paise: amounts.onlinePaise,
              expense_paise: amounts.expensePaise,
              expense_online_paise: amounts.expenseOnlinePaise,
              closing_paise: closing,
              comment: holiday
                ? holidayComment(date)
                : pick(random, ['Tea and milk', 'Cleaning supplies', 'Towel laundry', 'Stock refill', '']),
              is_holiday: holiday ? 1 : 0,
              user_id: pick(random, billers),
            },
            at,
          ),
        );
      }
      await writer.transaction(async (tx) => {
        // As every cash-book write: the lock row first, so a form opened before the seed cannot save over it.
        await lockCashBook(tx);
        await writer.insert(tx, 'expenses', rows);
        const lastGenerated = await tx
          .selectFrom('expenses')
          .select(['date', 'id'])
          .where('date', '<=', end)
          .orderBy('date', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow();
        await shiftClosingsAfter(tx, lastGenerated, closing);
      });
      return rows.length;
    });

    await topUp('salaries', { table: 'salaries', target: TARGET.salaries }, async (existing) => {
      const rows: Insertable<Database['salaries']>[] = [];
      const payees = staff.slice(0, TARGET.staff);
      const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
      for (let index = existing; index < TARGET.salaries; index += 1) {
        const random = rowRandom('salaries', index);
        const member = payees[index % payees.length]!;
        const monthsBack = Math.floor(index / payees.length);
        const [year, month] = lastMonthEnd.split('-').map(Number) as [number, number];
        const monthDate = new Date(Date.UTC(year, month - 1 - monthsBack + 1, 0)).toISOString().slice(0, 10);
        const amount = between(random, 120, 300) * 10_000;
        const online = random() < 0.6 ? amount : 0;
        const at = instantOf(`${monthDate} 20:00:00`, offset);
        rows.push(
          salaryRow(
            {
              date: monthDate,
              staff_id: member.id,
              amount_paise: amount - online,
              online_amount_paise: online,
              comment: 'Salary for the month',
              user_id: admin.id,
            },
            at,
          ),
        );
      }
      await writer.transaction((tx) => writer.insert(tx, 'salaries', rows));
      return rows.length;
    });

    await topUp('attendance', { table: 'attendance', target: TARGET.attendance }, async (existing) => {
      const taken = new Set(
        (await db.selectFrom('attendance').select(['staff_id', 'date']).execute()).map(
          (r) => `${r.staff_id}|${r.date}`,
        ),
      );
      const members = staff.slice(0, TARGET.staff);
      const rows: Insertable<Database['attendance']>[] = [];
      for (let back = 0; rows.length < TARGET.attendance - existing && back < YEARS_OF_DAYS; back += 1) {
        const date = addDays(lastDay, -back);
        for (const member of members) {
          if (rows.length >= TARGET.attendance - existing) break;
          if (taken.has(`${member.id}|${date}`)) continue;
          const random = rowRandom('salaries', 1_000_000 + back * 64 + member.id);
          const at = instantOf(`${date} 10:00:00`, offset);
          rows.push(
            attendanceRow(
              {
                staff_id: member.id,
                date,
                start_time: `09:${two(between(random, 40, 59))}:00`,
                end_time: `19:${two(between(random, 0, 59))}:00`,
                comment: random() < 0.05 ? 'Left early for a home visit' : '',
              },
              at,
            ),
          );
        }
      }
      await writer.transaction((tx) => writer.insert(tx, 'attendance', rows));
      return rows.length;
    });

    await step('statistics (analyze)', async () => {
      if (kind === 'postgres') {
        for (const table of ['users', 'orders']) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
            db,
          );
        }
      }
      // PostgreSQL: vacuum too, so the visibility map lets the count queries use index-only scans.
      await (kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
      return null;
    });

    const total = (performance.now() - started) / 1000;
    const counts: [string, number][] = [];
    for (const table of [
      'users',
      'services',
      'orders',
      'order_staff',
      'order_services',
      'order_payments',
      'appointments',
      'expenses',
      'salaries',
      'attendance',
    ]) {
      counts.push([table, await count(db, table)]);
    }
    const added = timings.reduce((sum, timing) => sum + timing.added, 0);
    console.log(
      `\n${added ? `${added.toLocaleString('en-US')} rows added` : 'Nothing to add: the database already holds the large data set'} in ${total.toFixed(1)} s on ${engine} (${os.cpus().length} cores).`,
    );
    for (const [table, rows] of counts) console.log(`  ${table.padEnd(16)} ${rows.toLocaleString('en-US')}`);

    if (added > 0) {
      writeQualitySection(
        `seed-large-${kind}`,
        [
          `## Large data set on ${engine} (scripts/seed-large.ts)`,
          '',
          startedContext,
          '',
          '| step | rows added | seconds |',
          '| --- | ---: | ---: |',
          ...timings.map((t) => `| ${t.table} | ${t.added.toLocaleString('en-US')} | ${t.seconds.toFixed(1)} |`),
          `| **all** | **${added.toLocaleString('en-US')}** | **${total.toFixed(1)}** |`,
          '',
          'Rows in the database afterwards:',
          '',
          '| table | rows |',
          '| --- | ---: |',
          ...counts.map(([table, rows]) => `| ${table} | ${rows.toLocaleString('en-US')} |`),
        ].join('\n'),
      );
    }
  } finally {
    await db.destroy();
  }
}

await main();

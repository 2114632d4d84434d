/**
 * The demo's invoices (docs/product.md#entity-order, #order-payment): three to seven a day from the first of last month
 * to today (none on the salon's Tuesday holidays), for the demo customers, priced from the catalogue the way an invoice
 * is (a line is (price − discount) × quantity), with the staff member who did each service. Paid in cash, online or
 * both; some partly, with the rest paid on a later day (as Pending Payment takes it) or still due. Written through the
 * orders feature's repository, with a payment row dated the day each payment came in: the day's takings.
 */
import { ALL_CATEGORY_ID } from '@shared/constants';
import { applyPayment, lineTotalPaise, orderTotalPaise } from '@shared/order-arithmetic';
import { addDays } from '@shared/salon-time';
import { listServices } from '@server/features/catalogue/catalogue.repository';
import type { StoredOrderItems } from '@server/features/orders/orders.mapper';
import { newOrderUid } from '@server/features/orders/orders.actions';
import {
  insertOrders,
  insertPayments,
  orderWithRows,
  type NewOrderWithRows,
  type NewPayment,
} from '@server/features/orders/orders.repository';
import type { Executor } from '../database';
import {
  between,
  clockAt,
  demoDays,
  isDemoHoliday,
  pastTime,
  pick,
  seededRandom,
  type DemoClock,
  type DemoDay,
} from './demo-calendar';

interface Person {
  id: number;
  name: string;
}

export interface DemoPeople {
  admin: Person;
  /** The stylist who does hair and men's services, and the one who does the rest. */
  hairStylist: Person;
  beautician: Person;
  customers: readonly (Person & { gender: number })[];
}

const WOMEN = [
  'Haircut & Styling (Women)',
  'Eyebrow Threading',
  'Upper Lip Threading',
  'Hair Spa',
  'Fruit Facial',
  'Gold Facial',
  'Hydra Facial',
  'Clean-Up',
  'Classic Manicure',
  'Classic Pedicure',
  'Spa Pedicure',
  'Full Arms Waxing',
  'Full Legs Waxing',
  'Underarms Waxing',
  'Blow Dry & Styling',
  'Gel Polish (Hands)',
  'Face Bleach',
  'D-Tan Face & Neck',
  'Global Hair Colour',
  'Party Makeup',
  'Back & Shoulder Massage',
  'Full Body Spa',
  'Nail Art (Full Set)',
  'Gel Nail Extensions',
];
const MEN = [
  "Men's Haircut & Styling",
  'Beard Trim & Styling',
  "Men's Facial",
  "Men's Hair Colour",
  'D-Tan Face & Neck',
];
/** The big tickets: a few a month. */
const SPECIAL = [
  'Hair Smoothening',
  'Keratin Treatment',
  'Cysteine Treatment',
  'HD Bridal Makeup',
  'Engagement Makeup',
];
/** Done by the hair stylist; the rest by the beautician; both on a bridal look. */
const HAIR = new Set([
  'Haircut & Styling (Women)',
  'Hair Spa',
  'Blow Dry & Styling',
  'Global Hair Colour',
  'Hair Smoothening',
  'Keratin Treatment',
  'Cysteine Treatment',
  ...MEN,
]);
const BOTH = new Set(['HD Bridal Makeup', 'Engagement Makeup']);

const PRODUCTS = [
  { name: 'Argan Oil Hair Serum', pricePaise: 45_000, comment: '100 ml' },
  { name: 'Keratin Shampoo', pricePaise: 65_000, comment: '250 ml, after smoothening' },
  { name: 'Sunscreen SPF 50', pricePaise: 39_900, comment: '' },
  { name: 'Cuticle Oil', pricePaise: 19_900, comment: 'For the gel nails' },
];

interface CatalogueRow {
  id: number;
  name: string;
  price_paise: number;
  discount_paise: number;
}

/** What one payment moves, in paise. */
interface Payment {
  cashPaise: number;
  onlinePaise: number;
}

/** How much of a bill is paid at the counter, and when the rest comes (days later; null: still due). */
interface PaymentPlan {
  first: Payment;
  rest: { afterDays: number | null; payment: Payment } | null;
}

const roundDownTo = (paise: number, step: number) => Math.floor(paise / step) * step;

function paymentPlan(random: () => number, totalPaise: number, partly: 'no' | 'paid later' | 'due'): PaymentPlan {
  const kind = random();
  if (partly !== 'no') {
    // An advance, rounded to ₹100, the rest a few days later (or not yet).
    const advance = Math.max(10_000, roundDownTo(totalPaise * (0.3 + random() * 0.3), 10_000));
    const first = random() < 0.5 ? { cashPaise: advance, onlinePaise: 0 } : { cashPaise: 0, onlinePaise: advance };
    const rest = totalPaise - advance;
    const restPayment = random() < 0.5 ? { cashPaise: rest, onlinePaise: 0 } : { cashPaise: 0, onlinePaise: rest };
    const afterDays = partly === 'due' ? null : between(random, 1, 6);
    return { first, rest: { afterDays, payment: restPayment } };
  }
  if (kind < 0.42) return { first: { cashPaise: totalPaise, onlinePaise: 0 }, rest: null };
  if (kind < 0.82) return { first: { cashPaise: 0, onlinePaise: totalPaise }, rest: null };
  // Split between cash and online, the cash part a round amount.
  const cash = Math.min(totalPaise, Math.max(10_000, roundDownTo(totalPaise * (0.3 + random() * 0.4), 10_000)));
  return { first: { cashPaise: cash, onlinePaise: totalPaise - cash }, rest: null };
}

/** The day a later payment comes in: an open day, not after today; null while it has not come yet. */
function laterPaymentDay(from: string, afterDays: number | null, today: string): string | null {
  if (afterDays === null) return null;
  let day = addDays(from, afterDays);
  while (isDemoHoliday(day, today)) day = addDays(day, 1);
  return day <= today ? day : null;
}

function servicesOf(
  random: () => number,
  byName: ReadonlyMap<string, CatalogueRow>,
  customerGender: number,
  isSpecial: boolean,
): CatalogueRow[] {
  const pool = customerGender === 1 ? MEN : WOMEN;
  const wanted = isSpecial ? between(random, 1, 2) : between(random, 1, 3);
  const names = new Set<string>();
  if (isSpecial && customerGender === 2) names.add(pick(random, SPECIAL));
  for (let tries = 0; names.size < wanted && tries < 10; tries += 1) names.add(pick(random, pool));
  return [...names].map((name) => byName.get(name)).filter((row): row is CatalogueRow => row !== undefined);
}

/** An invoice as it stands today, with the payments that made it so. */
interface DemoOrder {
  order: NewOrderWithRows;
  payments: Omit<NewPayment, 'orderId'>[];
}

function dayOrders(
  clock: DemoClock,
  day: DemoDay,
  people: DemoPeople,
  byName: ReadonlyMap<string, CatalogueRow>,
  categoriesOf: ReadonlyMap<number, string>,
): DemoOrder[] {
  const random = seededRandom(day.daysAgo * 7919 + 17);
  const count = day.daysAgo === 0 ? 3 : day.isWeekend ? between(random, 5, 7) : between(random, 3, 5);
  // Bills from 10:30 to 20:00, in order through the day.
  const minutes = Array.from({ length: count }, () => between(random, 630, 1200)).sort((a, b) => a - b);
  const desk = [people.beautician, people.hairStylist, people.admin];
  const orders: DemoOrder[] = [];
  for (const [index, minute] of minutes.entries()) {
    const customer = pick(random, people.customers);
    const isSpecial = random() < 0.07;
    const items: StoredOrderItems = { services: [], products: [] };
    for (const row of servicesOf(random, byName, customer.gender, isSpecial)) {
      const staff = BOTH.has(row.name)
        ? [people.beautician, people.hairStylist]
        : [HAIR.has(row.name) ? people.hairStylist : people.beautician];
      items.services.push({
        services: { id: row.id, name: row.name },
        staff: staff.map(({ id, name }) => ({ id, name })),
        price_paise: row.price_paise,
        qty: 1,
        discount_paise: row.discount_paise,
        total_paise: lineTotalPaise({ pricePaise: row.price_paise, discountPaise: row.discount_paise, quantity: 1 }),
      });
    }
    if (items.services.length === 0) continue;
    if (random() < 0.12) {
      const product = pick(random, PRODUCTS);
      items.products.push({
        name: product.name,
        comment: product.comment,
        price_paise: product.pricePaise,
        discount_paise: 0,
        total_paise: product.pricePaise,
      });
    }
    const totalPaise = orderTotalPaise([
      ...items.services.map((l) => ({ pricePaise: l.price_paise, discountPaise: l.discount_paise, quantity: l.qty })),
      ...items.products.map((l) => ({ pricePaise: l.price_paise, discountPaise: l.discount_paise, quantity: 1 })),
    ]);
    // The first bill of each of the last three days is paid in part and still due, so the list always has a due
    // to settle; big tickets and a few others are paid in part and settled on a later day.
    const isStillDue = day.daysAgo <= 2 && index === 0;
    const isPaidLater = isSpecial || random() < 0.05;
    const plan = paymentPlan(random, totalPaise, isStillDue ? 'due' : isPaidLater ? 'paid later' : 'no');
    const billedBy = pick(random, desk);
    const payments = [{ ...plan.first, paymentId: '', userId: billedBy.id, paidOn: day.date }];
    const laterDay = plan.rest && laterPaymentDay(day.date, plan.rest.afterDays, clock.today);
    if (plan.rest && laterDay)
      payments.push({ ...plan.rest.payment, paymentId: '', userId: billedBy.id, paidOn: laterDay });
    // Each payment must fit in what is still due, as Pending Payment requires.
    const paid = payments.reduce((order, payment) => applyPayment(order, payment.cashPaise, payment.onlinePaise), {
      totalPaise,
      cashPaise: 0,
      onlinePaise: 0,
    });
    const time = pastTime(clock, day.date, clockAt(minute), count - 1 - index);
    orders.push({
      order: orderWithRows(
        {
          uid: newOrderUid(),
          bill_date: `${day.date} ${time}`,
          bill_day: day.date,
          cust_id: customer.id,
          user_id: billedBy.id,
          total_paise: totalPaise,
          cash_paise: paid.cashPaise,
          online_paise: paid.onlinePaise,
          payment_id: '',
          data: JSON.stringify(items),
        },
        items,
        categoriesOf,
      ),
      payments,
    });
  }
  return orders;
}

/** Orders per statement: a few hundred values, well inside both engines' limits. */
const ORDERS_PER_INSERT = 100;

/** Every demo day's invoices and payments, in a few statements. */
export async function insertDemoOrders(tx: Executor, clock: DemoClock, people: DemoPeople): Promise<void> {
  const catalogue = await listServices(tx, {}, ALL_CATEGORY_ID);
  const byName = new Map(catalogue.map((row) => [row.name, row]));
  const categoriesOf = new Map(catalogue.map((row) => [row.id, row.category_id]));
  const orders = demoDays(clock.today)
    .filter((day) => !day.isHoliday)
    .flatMap((day) => dayOrders(clock, day, people, byName, categoriesOf));
  for (let start = 0; start < orders.length; start += ORDERS_PER_INSERT) {
    const chunk = orders.slice(start, start + ORDERS_PER_INSERT);
    const ids = await insertOrders(
      tx,
      chunk.map((demo) => demo.order),
    );
    await insertPayments(
      tx,
      chunk.flatMap((demo, index) => demo.payments.map((payment) => ({ ...payment, orderId: ids[index]! }))),
    );
  }
}

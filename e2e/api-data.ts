/**
 * The data a journey makes through the API before it opens the browser (customers and orders of its own run), and
 * the way in for a visitor who is already signed in. One place for the request bodies the journeys share
 * (docs/product.md#api-orders).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import { expect, keepSession, type Session } from './support';

/** The salon's time zone, the one the demo data is in. */
export const ZONE = 'Asia/Kolkata';

/** Opens the app signed in, as a previous visit would have left it. */
export async function openAs(page: Page, session: Session, path: string): Promise<void> {
  await keepSession(page, session);
  await page.goto(path);
}

/** A service of the catalogue as the order form's list gives it. */
export interface CatalogueService {
  id: number;
  name: string;
  price: number;
}

/** The services of the catalogue that cost at least `minPrice`, in the catalogue's order. */
export async function servicesFrom(request: APIRequestContext, minPrice: number): Promise<CatalogueService[]> {
  const answer = await request.post('/api/expense/culy_services');
  return ((await answer.json()) as { data: CatalogueService[] }).data.filter((service) => service.price >= minPrice);
}

/** A customer as Add Customer takes one (name, phone and gender; the dates when a test needs them). */
export interface NewCustomer {
  name: string;
  phone: string;
  gender: number;
  dob?: string;
  anniversary?: string;
}

/** Adds a customer through the API as `session`; gives the customer's id. */
export async function addCustomer(request: APIRequestContext, session: Session, customer: NewCustomer) {
  const added = await request.post('/api/user/add_customer', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: customer,
  });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { user: { id: number } }).user.id;
}

/** A line of an order: a service, the staff on it, how many and the discount on each (none unless told). */
export interface OrderLine {
  service: CatalogueService;
  staff: number[];
  qty: number;
  discount?: number;
}

/** A product sold with an order. */
export interface OrderProduct {
  name: string;
  price: number;
  comment: string;
  discount: number;
}

/** What an order comes to: its lines less their discounts, and its products less theirs. */
export function orderTotal(lines: readonly OrderLine[], products: readonly OrderProduct[] = []): number {
  const total =
    lines.reduce((sum, line) => sum + (line.service.price - (line.discount ?? 0)) * line.qty, 0) +
    products.reduce((sum, product) => sum + product.price - product.discount, 0);
  return Math.round(total * 100) / 100;
}

/** An order as a test makes one: billed now unless `billDate` says when, paid `cash` and `online` (none unless told). */
export interface NewOrder {
  customer: number;
  lines: OrderLine[];
  products?: OrderProduct[];
  cash: number;
  online?: number;
  billDate?: string;
}

/** The order route's answer to a new order. */
export interface CreatedOrder {
  uid: string;
  total_amount: number;
  due: number;
}

/** Creates an order through the order route as the holder of `token`. */
export async function createOrder(request: APIRequestContext, token: string, order: NewOrder): Promise<CreatedOrder> {
  const products = order.products ?? [];
  const answer = await request.post('/api/order/create_order', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      data: {
        services: order.lines.map((line) => ({
          services: { id: line.service.id, name: line.service.name },
          staff: line.staff,
          qty: line.qty,
          discount: line.discount ?? 0,
        })),
        products,
      },
      bill_date: order.billDate ?? `${salonToday(ZONE)} ${salonTimeOfDay(ZONE)}`,
      cust_id: order.customer,
      total_amount: orderTotal(order.lines, products),
      cash: order.cash,
      online: order.online ?? 0,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: CreatedOrder }).data;
}

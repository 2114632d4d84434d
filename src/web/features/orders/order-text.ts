/**
 * How an order reads on the list and the receipt (docs/product.md#order-list, #receipt, #entity-order): the bill
 * date as the salon's wall clock, a short receipt number, the staff on its lines, and the receipt's address.
 */
import dayjs from 'dayjs';
import type { OrderItems } from '@shared/orders.schemas';
import { paths } from '@web/paths';

/** '22 Nov 2026, 5:30 PM' from the bill date (already the salon's local date and time). */
export function formatBillDate(billDate: string): string {
  const moment = dayjs(billDate.replace(' ', 'T'));
  return moment.isValid() ? moment.format('D MMM YYYY, h:mm A') : billDate;
}

/** The bill date's day and time apart ('22 Nov 2026' and '5:30 PM'), for a narrow column. */
export function billDateParts(billDate: string): { day: string; time: string } {
  const moment = dayjs(billDate.replace(' ', 'T'));
  return moment.isValid()
    ? { day: moment.format('D MMM YYYY'), time: moment.format('h:mm A') }
    : { day: billDate, time: '' };
}

/** A short reference to read out or write down: the uid's first 8 characters, upper-case. */
export function receiptNumber(uid: string): string {
  return uid.slice(0, 8).toUpperCase();
}

/** Everyone named on the service lines, once each, in the order they first appear. */
export function staffNamesOf(items: OrderItems): string[] {
  return [...new Set(items.services.flatMap((line) => line.staff.map((member) => member.name)))];
}

/** The receipt's address as the customer opens it. */
export function receiptUrl(uid: string, origin: string = window.location.origin): string {
  return `${origin}${paths.billing(uid)}`;
}

/** The receipt's address that starts printing once it has loaded (docs/product.md#constants: after 1 s). */
export function printReceiptPath(uid: string): string {
  return `${paths.billing(uid)}?print=true`;
}

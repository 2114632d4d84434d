/**
 * An order as the API answers it (docs/product.md#entity-order): rupees, the items as JSON text, the names it shows.
 */
import type { Order, OrderItems, ReceiptOrder, ReceiptPayment } from '@shared/orders.schemas';
import type { OrderTax } from '@shared/tax-invoice.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import type { TaxedInvoice } from '@shared/gst-arithmetic';
import type { InvoiceTaxLine } from '@shared/invoice-tax';
import { maskedPhone } from '@shared/masked-phone';
import { postalAddress } from '@shared/postal-address';
import { paiseToRupees } from '@shared/money';
import { duePaise } from '@shared/order-arithmetic';
import type { OrderWithNames } from './orders.repository';

/** The items as stored: money in paise. */
export interface StoredOrderItems {
  services: {
    services: { id: number; name: string };
    staff: { id: number; name: string }[];
    price_paise: number;
    qty: number;
    discount_paise: number;
    total_paise: number;
  }[];
  products: { name: string; price_paise: number; comment: string; discount_paise: number; total_paise: number }[];
}

/**
 * A tax invoice's tax as billed, kept with the order (docs/product.md#gst-invoices): the salon's registration at the
 * time and each line's tax (services, then products, as the items list them), in paise; rates in basis points.
 */
export interface StoredTax {
  gstin: string;
  legal_name: string;
  address: string;
  state_code: string;
  prices_include_gst: boolean;
  lines: {
    code: string;
    rate: number;
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    total_paise: number;
  }[];
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
}

export function storedTax(settings: SalonSettings, lines: readonly InvoiceTaxLine[], taxed: TaxedInvoice): StoredTax {
  return {
    gstin: settings.gst.gstin,
    legal_name: settings.legalName,
    address: postalAddress(settings),
    state_code: settings.gst.stateCode,
    prices_include_gst: settings.gst.pricesIncludeGst,
    lines: taxed.lines.map((line, index) => ({
      code: lines[index]!.code,
      rate: line.rate,
      taxable_paise: line.taxablePaise,
      cgst_paise: line.cgstPaise,
      sgst_paise: line.sgstPaise,
      total_paise: line.totalPaise,
    })),
    taxable_paise: taxed.taxablePaise,
    cgst_paise: taxed.cgstPaise,
    sgst_paise: taxed.sgstPaise,
    total_paise: taxed.totalPaise,
  };
}

function taxInRupees(text: string): OrderTax | null {
  if (text === '') return null;
  const tax = JSON.parse(text) as StoredTax;
  return {
    gstin: tax.gstin,
    legal_name: tax.legal_name,
    address: tax.address,
    state_code: tax.state_code,
    prices_include_gst: tax.prices_include_gst,
    lines: tax.lines.map((line) => ({
      code: line.code,
      rate: line.rate / 100,
      taxable: paiseToRupees(line.taxable_paise),
      cgst: paiseToRupees(line.cgst_paise),
      sgst: paiseToRupees(line.sgst_paise),
      total: paiseToRupees(line.total_paise),
    })),
    taxable: paiseToRupees(tax.taxable_paise),
    cgst: paiseToRupees(tax.cgst_paise),
    sgst: paiseToRupees(tax.sgst_paise),
    total: paiseToRupees(tax.total_paise),
  };
}

export function itemsInRupees(stored: StoredOrderItems): OrderItems {
  return {
    services: stored.services.map((line) => ({
      services: line.services,
      staff: line.staff,
      price: paiseToRupees(line.price_paise),
      qty: line.qty,
      discount: paiseToRupees(line.discount_paise),
      total: paiseToRupees(line.total_paise),
    })),
    products: stored.products.map((line) => ({
      name: line.name,
      price: paiseToRupees(line.price_paise),
      comment: line.comment,
      discount: paiseToRupees(line.discount_paise),
      total: paiseToRupees(line.total_paise),
    })),
  };
}

export function toOrderAnswer(row: OrderWithNames): Order {
  const stored = JSON.parse(row.data) as StoredOrderItems;
  return {
    uid: row.uid,
    bill_date: row.bill_date,
    total_amount: paiseToRupees(row.total_paise),
    cash: paiseToRupees(row.cash_paise),
    online: paiseToRupees(row.online_paise),
    due: paiseToRupees(
      duePaise({ totalPaise: row.total_paise, cashPaise: row.cash_paise, onlinePaise: row.online_paise }),
    ),
    paymentId: row.payment_id,
    cust_id: row.cust_id,
    cust: { name: row.customer_name, phone: row.customer_phone },
    cust1: { name: row.customer_name1 || row.customer_name },
    user: { name: row.maker_name },
    data: JSON.stringify(itemsInRupees(stored)),
    services: row.services,
    staff: row.staff,
    created_at: row.created_at,
    invoice_number: row.invoice_number,
    tax: taxInRupees(row.tax),
    cancelled: row.cancelled_at ? { at: row.cancelled_at, reason: row.cancel_reason } : null,
  };
}

/**
 * An order as its open receipt answers it (GET /api/order/get_order), with its payments. Only the salon's staff and
 * the admin see the customer's whole phone; anyone else holding the link sees it masked (docs/product.md#receipt).
 */
export function toReceiptAnswer(
  order: OrderWithNames,
  payments: Parameters<typeof toReceiptPayments>[0],
  { wholePhone }: { wholePhone: boolean },
): ReceiptOrder {
  const answer = toOrderAnswer(order);
  const cust = wholePhone ? answer.cust : { ...answer.cust, phone: maskedPhone(answer.cust.phone) };
  return { ...answer, cust, payments: toReceiptPayments(payments) };
}

/** Payments as a receipt lists them: a payment taken in cash and online at once is a line for each. */
export function toReceiptPayments(
  rows: readonly { paid_on: string; cash_paise: number; online_paise: number }[],
): ReceiptPayment[] {
  return rows.flatMap((row) => [
    ...(row.cash_paise > 0
      ? [{ date: row.paid_on, method: 'cash' as const, amount: paiseToRupees(row.cash_paise) }]
      : []),
    ...(row.online_paise > 0
      ? [{ date: row.paid_on, method: 'online' as const, amount: paiseToRupees(row.online_paise) }]
      : []),
  ]);
}

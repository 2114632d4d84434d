/**
 * The tax of an invoice's lines from the salon's GST settings (docs/product.md#gst-invoices): a service line is taxed
 * at the services' rate under the SAC of its category, a product line at its product's rate under its HSN code. The
 * server bills with it and the Quick Invoice form shows its total with it, so the two always agree.
 */
import { percentToBasisPoints, taxInvoice, type BasisPoints } from './gst-arithmetic';

/** The services' SAC codes: hairdressing and barbers; cosmetic treatment, manicure and pedicure; other beauty. */
export const SAC_CODES = ['999721', '999722', '999729'] as const;
export type SacCode = (typeof SAC_CODES)[number];
/** A service none of whose categories has an SAC: other beauty treatment. */
export const DEFAULT_SAC: SacCode = '999729';

export const isSacCode = (code: string): code is SacCode => (SAC_CODES as readonly string[]).includes(code);

export interface ProductTax {
  hsn: string;
  ratePercent: number;
}

export interface GstSettings {
  gstin: string;
  pricesIncludeGst: boolean;
  serviceRatePercent: number;
  /** By category id. */
  sacByCategory: Record<string, string>;
  products: readonly (ProductTax & { name: string })[];
  /** A product sold that is not in the list. */
  otherProducts: ProductTax;
}

/** A salon with a GSTIN bills tax invoices; without one, plain receipts. */
export const billsTaxInvoices = (gst: Pick<GstSettings, 'gstin'>): boolean => gst.gstin !== '';

/** A service's SAC: that of its first category (as the service lists them, comma-separated ids) that has one. */
export function serviceSac(categoryIds: string, sacByCategory: Record<string, string>): string {
  for (const id of categoryIds.split(',')) {
    const code = Object.hasOwn(sacByCategory, id.trim()) ? sacByCategory[id.trim()] : undefined;
    if (code) return code;
  }
  return DEFAULT_SAC;
}

/** A product's name as the list matches it: case and spacing do not matter. */
export function productKey(name: string): string {
  return name.trim().toLowerCase().split(/\s+/).join(' ');
}

/** The HSN code and rate of a product sold, by its name; the settings' other products when it is not listed. */
export function productTax(name: string, gst: Pick<GstSettings, 'products' | 'otherProducts'>): ProductTax {
  const key = productKey(name);
  const listed = gst.products.find((product) => productKey(product.name) === key);
  return listed ? { hsn: listed.hsn, ratePercent: listed.ratePercent } : gst.otherProducts;
}

export interface InvoiceTaxLine {
  /** SAC or HSN. */
  code: string;
  rate: BasisPoints;
  amountPaise: number;
}

/** An invoice's lines for the tax: its services, then its products, each with its amount (after discount). */
export function invoiceTaxLines(
  services: readonly { categoryIds: string; amountPaise: number }[],
  products: readonly { name: string; amountPaise: number }[],
  gst: GstSettings,
): InvoiceTaxLine[] {
  const serviceRate = percentToBasisPoints(gst.serviceRatePercent);
  return [
    ...services.map((line) => ({
      code: serviceSac(line.categoryIds, gst.sacByCategory),
      rate: serviceRate,
      amountPaise: line.amountPaise,
    })),
    ...products.map((line) => {
      const tax = productTax(line.name, gst);
      return { code: tax.hsn, rate: percentToBasisPoints(tax.ratePercent), amountPaise: line.amountPaise };
    }),
  ];
}

/**
 * What the customer pays for lines of these amounts: their sum, and GST on top when the salon bills tax invoices with
 * prices that do not include it.
 */
export function billTotalPaise(lines: readonly InvoiceTaxLine[], gst: GstSettings): number {
  if (!billsTaxInvoices(gst)) return lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return taxInvoice(lines, gst.pricesIncludeGst).totalPaise;
}

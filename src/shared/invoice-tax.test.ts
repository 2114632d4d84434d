import { describe, expect, it } from 'vitest';
import { billTotalPaise, invoiceTaxLines, productKey, productTax, serviceSac, type GstSettings } from './invoice-tax';

const gst: GstSettings = {
  gstin: '04AABCC1234D1ZJ',
  pricesIncludeGst: true,
  serviceRatePercent: 5,
  sacByCategory: { '4': '999721', '3': '999722' },
  products: [{ name: 'Hair Serum', hsn: '33059011', ratePercent: 12 }],
  otherProducts: { hsn: '3305', ratePercent: 18 },
};

describe('the tax of an invoice’s lines', () => {
  it('gives a service the SAC of its first category that has one, and other beauty treatment otherwise', () => {
    expect(serviceSac('4,11,10', gst.sacByCategory)).toBe('999721');
    expect(serviceSac('11,3,4', gst.sacByCategory)).toBe('999722');
    expect(serviceSac('11,10', gst.sacByCategory)).toBe('999729');
    expect(serviceSac('', gst.sacByCategory)).toBe('999729');
    expect(serviceSac('constructor,toString', gst.sacByCategory)).toBe('999729');
  });

  it('finds a product by its name whatever its case and spacing, and uses the other products’ rule otherwise', () => {
    expect(productKey('  Hair   SERUM ')).toBe('hair serum');
    expect(productTax('hair  serum', gst)).toEqual({ hsn: '33059011', ratePercent: 12 });
    expect(productTax('Comb', gst)).toEqual({ hsn: '3305', ratePercent: 18 });
  });

  it('lists services, then products, with their codes and rates in basis points', () => {
    expect(
      invoiceTaxLines(
        [{ categoryIds: '3,11', amountPaise: 250_000 }],
        [
          { name: 'Hair Serum', amountPaise: 45_000 },
          { name: 'Comb', amountPaise: 10_000 },
        ],
        gst,
      ),
    ).toEqual([
      { code: '999722', rate: 500, amountPaise: 250_000 },
      { code: '33059011', rate: 1200, amountPaise: 45_000 },
      { code: '3305', rate: 1800, amountPaise: 10_000 },
    ]);
  });

  it('adds GST to the total only for a salon with a GSTIN whose prices do not include it', () => {
    const lines = [{ code: '999721', rate: 500, amountPaise: 99_900 }];
    expect(billTotalPaise(lines, gst)).toBe(99_900);
    expect(billTotalPaise(lines, { ...gst, pricesIncludeGst: false })).toBe(99_900 + 2 * 2498);
    expect(billTotalPaise(lines, { ...gst, gstin: '', pricesIncludeGst: false })).toBe(99_900);
  });
});

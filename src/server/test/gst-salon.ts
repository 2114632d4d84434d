/**
 * The demo salon registered for GST, as the tax invoice tests bill under it (docs/product.md#gst-invoices): a GSTIN of
 * Chandigarh (04), a legal name, the prefix CB, services at 5% and Argan Oil listed at 12% under its own HSN code.
 */
import type { SalonSettings } from '@shared/site.schemas';
import type { Executor } from '@server/db/database';
import { writeSalonSettings } from '@server/features/site/site.repository';

export const TEST_GSTIN = '04AABCC1234D1ZJ';

export async function registerForGst(
  db: Executor,
  demoSettings: SalonSettings,
  gst: Partial<SalonSettings['gst']> = {},
): Promise<void> {
  await writeSalonSettings(db, {
    ...demoSettings,
    legalName: 'Curly Beauty Private Limited',
    invoicePrefix: 'CB',
    gst: {
      ...demoSettings.gst,
      gstin: TEST_GSTIN,
      pricesIncludeGst: true,
      serviceRatePercent: 5,
      products: [{ name: 'Argan Oil', hsn: '33059011', ratePercent: 12 }],
      ...gst,
    },
  });
}

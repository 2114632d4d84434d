import type { SalonSettings } from '@shared/site.schemas';
import { NO_COUNTER_OVERRIDES } from '@shared/home-figures';

/** The first salon's details: what the header, footer and contact widget show. An admin edits them later. */
export const FIRST_SALON_SETTINGS: SalonSettings = {
  name: 'Curly Studio',
  tagline: 'Unisex Salon · Makeup · Nails · Bridal',
  address: 'SCO 214, First Floor, Sector 17-C',
  city: 'Chandigarh 160017',
  phones: ['9876543210', '9815012345'],
  whatsapp: '9876543210',
  email: 'hello@curlystudio.in',
  social: {
    instagram: 'https://www.instagram.com/curlystudio',
    facebook: 'https://www.facebook.com/curlystudio',
    youtube: 'https://www.youtube.com/@curlystudio',
  },
  feedbackFormUrl: 'https://forms.gle/curlystudio-feedback',
  map: { latitude: 30.7412, longitude: 76.7798 },
  openingHours: 'Open all days, 10:00 am to 8:30 pm',
  openingHoursSpec: 'Mo-Su 10:00-20:30',
  postalCode: '160017',
  timeZone: 'Asia/Kolkata',
  legalName: 'Curly Studio',
  // No GSTIN in the demo: its bills stay plain receipts until the admin enters one (docs/product.md#salon-settings).
  gst: {
    gstin: '',
    stateCode: '04',
    pricesIncludeGst: true,
    serviceRatePercent: 5,
    // By category (src/shared/catalogue.ts): hair is hairdressing; makeup, facials, nails and bleach are cosmetic
    // treatment; body care, waxing and threading other beauty treatment. Men, Women and All leave it to the others.
    sacByCategory: {
      '1': '999722',
      '2': '999722',
      '3': '999722',
      '4': '999721',
      '5': '999729',
      '6': '999729',
      '7': '999729',
      '8': '999722',
      '9': '999722',
    },
    products: [
      { name: 'Shampoo', hsn: '3305', ratePercent: 18 },
      { name: 'Hair Serum', hsn: '3305', ratePercent: 18 },
      { name: 'Nail Polish', hsn: '3304', ratePercent: 18 },
    ],
    otherProducts: { hsn: '3305', ratePercent: 18 },
  },
  upi: { id: 'curlystudio@okaxis', payee: 'Curly Studio' },
  invoicePrefix: 'CS',
  // Every home page counter from the bills until the admin sets one (docs/product.md#home-figures).
  counters: NO_COUNTER_OVERRIDES,
  hi: {
    tagline: 'यूनिसेक्स सैलून · मेकअप · नेल्स · ब्राइडल',
    address: 'एससीओ 214, पहली मंज़िल, सेक्टर 17-सी',
    city: 'चंडीगढ़ 160017',
    openingHours: 'हर दिन खुला, सुबह 10:00 से रात 8:30 तक',
  },
};

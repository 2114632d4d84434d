/**
 * GST registration facts the salon settings check (docs/product.md#salon-settings): the states and union territories
 * by their GST state codes, and the shape and check character of a GSTIN.
 *
 * A GSTIN is 15 characters: the two-digit state code, the holder's PAN (five letters, four digits, a letter), the
 * registration's number within that PAN and state (1-9, then A-Z), 'Z', and a check character computed from the first
 * fourteen (a Luhn sum in base 36).
 */

/**
 * The GST state codes (the first two digits of every GSTIN of that state), as the GST portal lists them, with each
 * state's name in English and in Hindi.
 */
export const GST_STATES = {
  '01': { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  '02': { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  '03': { en: 'Punjab', hi: 'पंजाब' },
  '04': { en: 'Chandigarh', hi: 'चंडीगढ़' },
  '05': { en: 'Uttarakhand', hi: 'उत्तराखंड' },
  '06': { en: 'Haryana', hi: 'हरियाणा' },
  '07': { en: 'Delhi', hi: 'दिल्ली' },
  '08': { en: 'Rajasthan', hi: 'राजस्थान' },
  '09': { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  '10': { en: 'Bihar', hi: 'बिहार' },
  '11': { en: 'Sikkim', hi: 'सिक्किम' },
  '12': { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  '13': { en: 'Nagaland', hi: 'नागालैंड' },
  '14': { en: 'Manipur', hi: 'मणिपुर' },
  '15': { en: 'Mizoram', hi: 'मिज़ोरम' },
  '16': { en: 'Tripura', hi: 'त्रिपुरा' },
  '17': { en: 'Meghalaya', hi: 'मेघालय' },
  '18': { en: 'Assam', hi: 'असम' },
  '19': { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  '20': { en: 'Jharkhand', hi: 'झारखंड' },
  '21': { en: 'Odisha', hi: 'ओडिशा' },
  '22': { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  '23': { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  '24': { en: 'Gujarat', hi: 'गुजरात' },
  '26': { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  '27': { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  '29': { en: 'Karnataka', hi: 'कर्नाटक' },
  '30': { en: 'Goa', hi: 'गोवा' },
  '31': { en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  '32': { en: 'Kerala', hi: 'केरल' },
  '33': { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  '34': { en: 'Puducherry', hi: 'पुडुचेरी' },
  '35': { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  '36': { en: 'Telangana', hi: 'तेलंगाना' },
  '37': { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  '38': { en: 'Ladakh', hi: 'लद्दाख' },
  '97': { en: 'Other Territory', hi: 'अन्य क्षेत्र' },
} as const satisfies Record<string, { en: string; hi: string }>;
export type GstStateCode = keyof typeof GST_STATES;

export function isGstStateCode(value: string): value is GstStateCode {
  return Object.hasOwn(GST_STATES, value);
}

export const GSTIN_LENGTH = 15;
const BASE_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Fixed width, no alternatives: the pattern cannot backtrack, and it runs on 15 characters only. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first fourteen characters (upper case letters and digits). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = BASE_36.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE_36[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN, or null when it is one: its shape, its state code, or its check character. */
export function gstinProblem(gstin: string): 'shape' | 'state' | 'check' | null {
  if (gstin.length !== GSTIN_LENGTH || !GSTIN_SHAPE.test(gstin)) return 'shape';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

/**
 * An amount in words as a tax invoice writes it (docs/product.md#gst-invoices), in the Indian system: thousand, lakh
 * (1,00,000), crore (1,00,00,000), in English and in Hindi. "Rupees One Lakh Twenty-Five Thousand and Fifty Paise
 * Only"; "एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99, as Hindi has a word of its own for each. */
const HINDI_TO_99 = (
  'एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस ' +
  'सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास ' +
  'पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ ' +
  'सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
  'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे ' +
  'पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

interface Words {
  below100: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const ENGLISH: Words = {
  below100: (n) => (n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`),
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};
const HINDI: Words = {
  below100: (n) => HINDI_TO_99[n - 1] ?? '',
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/** A whole number above zero in words; a count of crores is itself written out ("One Hundred Crore"). */
function wholeInWords(n: number, words: Words): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(`${wholeInWords(crores, words)} ${words.crore}`);
  const lakhs = Math.floor(n / 100_000) % 100;
  if (lakhs) parts.push(`${words.below100(lakhs)} ${words.lakh}`);
  const thousands = Math.floor(n / 1000) % 100;
  if (thousands) parts.push(`${words.below100(thousands)} ${words.thousand}`);
  const hundreds = Math.floor(n / 100) % 10;
  if (hundreds) parts.push(`${words.below100(hundreds)} ${words.hundred}`);
  const rest = n % 100;
  if (rest) parts.push(words.below100(rest));
  return parts.join(' ');
}

/** An amount of paise (whole, not below zero) in words, rupees then paise, as an invoice's total in words. */
export function amountInWords(paise: number, language: 'en' | 'hi'): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (language === 'hi') {
    const rupeeWords = rupees ? `${wholeInWords(rupees, HINDI)} रुपये` : 'शून्य रुपये';
    return rest ? `${rupeeWords} और ${wholeInWords(rest, HINDI)} पैसे मात्र` : `${rupeeWords} मात्र`;
  }
  const rupeeWords = `Rupees ${rupees ? wholeInWords(rupees, ENGLISH) : 'Zero'}`;
  return rest ? `${rupeeWords} and ${wholeInWords(rest, ENGLISH)} Paise Only` : `${rupeeWords} Only`;
}

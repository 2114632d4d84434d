/** Hindi names of the service categories, as on a salon's Hindi rate card (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { categoriesText } from './en';

export default {
  namespace: 'categories',
  words: {
    'bridal-makeup': 'ब्राइडल मेकअप',
    nail: 'नेल्स',
    facial: 'फेशियल',
    hair: 'हेयर केयर',
    'body-care': 'बॉडी केयर और स्पा',
    waxing: 'वैक्सिंग',
    threading: 'थ्रेडिंग',
    'manicure-pedicure': 'मैनीक्योर और पेडीक्योर',
    'face-bleach': 'फेस ब्लीच और डी-टैन',
    men: 'जेंट्स',
    women: 'लेडीज़',
    all: 'सभी सर्विसेज़',
    'category.imageAlt': '{{name}} सर्विसेज़',
  },
} satisfies Translation<typeof categoriesText>;

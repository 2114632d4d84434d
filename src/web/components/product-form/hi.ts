/** Hindi text of the Add Product form (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { productFormText } from './en';

export default {
  namespace: 'productForm',
  words: {
    add: 'प्रोडक्ट जोड़ें',
    addButton: 'जोड़ें',
    name: 'नाम',
    price: 'कीमत',
    comment: 'टिप्पणी',
    cancel: 'रद्द करें',
    added: 'प्रोडक्ट जोड़ दिया गया!',
  },
} satisfies Translation<typeof productFormText>;

/** Hindi text of a change to My Room (cart-en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { cartChangesText } from './cart-en';

export default {
  namespace: 'cartChanges',
  words: {
    loginFirst: 'कार्ट देखने के लिए पहले लॉग इन करें',
    updateFailed: 'मेरा रूम अपडेट नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
} satisfies Translation<typeof cartChangesText>;

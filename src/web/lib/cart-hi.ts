/** Hindi text of a change to My Room (cart-en.ts; docs/hindi.md). */
import { translated } from '@web/i18n';
import { cartChangesText } from './cart-en';

export default translated(cartChangesText, {
  loginFirst: 'कार्ट देखने के लिए पहले लॉग इन करें',
  updateFailed: 'मेरा रूम अपडेट नहीं हो सका। कृपया फिर से कोशिश करें।',
});

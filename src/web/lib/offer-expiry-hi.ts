/** Hindi text of an offer's expiry line (offer-expiry-en.ts; docs/hindi.md). */
import { translated } from '@web/i18n';
import { expiryText } from './offer-expiry-en';

export default translated(expiryText, {
  'expiry.none': 'कोई आख़िरी तारीख़ नहीं',
  'expiry.date': '{{date}} तक मान्य',
  'expiry.days': 'ऑफ़र {{days}} दिन में ख़त्म होगा',
  'expiry.today': 'यह ऑफ़र आज ख़त्म हो रहा है',
  'expiry.expired': 'ऑफ़र ख़त्म हो गया',
});

/** Hindi text of the accounts feature: login, register, profile, password (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { accountsText } from './en';

export default {
  namespace: 'accounts',
  words: {
    'field.phone': 'फ़ोन नंबर',
    'field.phonePlaceholder': '10 अंकों का मोबाइल नंबर',
    'field.password': 'पासवर्ड',
    'field.name': 'नाम',
    'field.confirmPassword': 'पासवर्ड दोबारा डालें',
    'field.currentPassword': 'मौजूदा पासवर्ड',
    'field.newPassword': 'नया पासवर्ड',
    'field.confirmNewPassword': 'नया पासवर्ड दोबारा डालें',

    'action.login': 'लॉग इन करें',
    'action.register': 'रजिस्टर करें',
    'action.goHome': 'होम पेज पर जाएँ',
    'action.cancel': 'रद्द करें',
    'action.changePassword': 'पासवर्ड बदलें',
    'action.updateProfile': 'प्रोफ़ाइल अपडेट करें',

    'login.title': 'फिर से स्वागत है',
    'login.subtitle': 'अपने अपॉइंटमेंट और मेरा रूम देखने के लिए अपने फ़ोन नंबर से लॉग इन करें।',
    'login.noAccount': 'हमारे सैलून में नए हैं?',
    'login.forgotHint':
      '<strong>पासवर्ड याद नहीं?</strong> जिस फ़ोन नंबर से आपने रजिस्टर किया था, उसे हमारे WhatsApp नंबर <chat>{{whatsapp}}</chat> पर भेजें। हम आपका पासवर्ड रीसेट कर देंगे।',
    'login.forgotHintNoNumber':
      '<strong>पासवर्ड याद नहीं?</strong> जिस फ़ोन नंबर से आपने रजिस्टर किया था, उसे हमें WhatsApp पर भेजें। हम आपका पासवर्ड रीसेट कर देंगे।',

    'register.title': 'अपना अकाउंट बनाएँ',
    'register.subtitle': 'अपनी पसंद की सर्विसेज़ सेव करें और पल भर में अपॉइंटमेंट बुक करें।',
    'register.haveAccount': 'पहले से अकाउंट है?',

    'password.title': 'पासवर्ड बदलें',
    'password.changed': 'पासवर्ड बदल गया',

    'profile.updateTitle': 'प्रोफ़ाइल अपडेट करें',
    'profile.updated': 'प्रोफ़ाइल अपडेट हो गई',
    'profile.photoAlt': '{{name}} की प्रोफ़ाइल तस्वीर',
    'profile.friendlyNameIs': 'पुकारने का नाम: {{name}}',
    'profile.notSet': 'नहीं भरा गया',

    'role.admin': 'एडमिन',
    'role.staff': 'स्टाफ़',
    'role.customer': 'ग्राहक',

    'toast.somethingWentWrong': 'कुछ गड़बड़ हो गई',
  },
} satisfies Translation<typeof accountsText>;

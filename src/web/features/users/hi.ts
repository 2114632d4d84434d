/** Hindi text of the admin's users page (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { usersText } from './en';

export default {
  namespace: 'users',
  words: {
    'page.title': 'यूज़र',
    'page.subtitle': 'ग्राहक, स्टाफ़ और एडमिन: किसी को भी खोजें, प्रोफ़ाइल बदलें, पासवर्ड बदलें, अकाउंट चालू या बंद करें।',
    'page.count_one': '{{count}} यूज़र',
    'page.count_other': '{{count}} यूज़र',
    'page.addCustomer': 'ग्राहक जोड़ें',

    'search.label': 'यूज़र खोजें',
    'search.placeholder': 'नाम, फ़ोन या ईमेल से खोजें',
    'search.clear': 'खोज हटाएँ',

    'list.empty': 'कोई यूज़र नहीं मिला!',
    'list.emptySearch': '“{{search}}” से कोई नहीं मिला। नाम का कुछ हिस्सा, फ़ोन नंबर या ईमेल डालकर देखें।',
    'list.emptyAll': '“ग्राहक जोड़ें” बटन से पहला ग्राहक जोड़ें।',
    'list.failed': 'यूज़र लोड नहीं हो सके।',
    'list.pagination': 'यूज़र लिस्ट के पेज',

    'column.number': '#',
    'column.name': 'नाम',
    'column.phone': 'फ़ोन',
    'column.email': 'ईमेल',
    'column.type': 'टाइप',
    'column.status': 'स्टेटस',
    'column.actions': 'ऐक्शन',

    'type.1': 'एडमिन',
    'type.2': 'स्टाफ़',
    'type.3': 'ग्राहक',
    'status.1': 'चालू',
    'status.0': 'बंद',
    'row.you': 'आप',
    'row.noEmail': 'ईमेल नहीं',

    'action.edit': 'बदलें',
    'action.editUser': '{{name}} की प्रोफ़ाइल बदलें',
    'action.changePassword': 'पासवर्ड बदलें',
    'action.changePasswordOf': '{{name}} का पासवर्ड बदलें',
    'action.activate': 'चालू करें',
    'action.deactivate': 'बंद करें',
    'action.activateUser': '{{name}} का अकाउंट चालू करें',
    'action.deactivateUser': '{{name}} का अकाउंट बंद करें',
    'action.save': 'सेव करें',

    'edit.title': 'यूज़र की जानकारी बदलें',

    'password.title': 'पासवर्ड बदलें',
    'password.for': '{{name}}, {{phone}}',
    'password.new': 'नया पासवर्ड',
    'password.confirm': 'पासवर्ड दोबारा डालें',
    'password.note': 'कम से कम 8 अक्षर, कोई आम पासवर्ड नहीं। यह यूज़र हर जगह से लॉग आउट हो जाएगा।',

    'confirm.title': 'क्या आपको यकीन है?',
    'confirm.question': 'क्या स्टेटस बदलना है?',
    'confirm.deactivate': '{{name}} का अकाउंट बंद हो जाएगा और तुरंत लॉग आउट हो जाएगा।',
    'confirm.activate': '{{name}} के अकाउंट से फिर से लॉग इन हो सकेगा।',
    'confirm.yes': 'हाँ',
    'confirm.no': 'नहीं',

    'toast.profileUpdated': 'प्रोफ़ाइल अपडेट हो गई',
    'toast.passwordChanged': 'पासवर्ड बदल गया',
    'toast.statusUpdated': 'स्टेटस अपडेट हो गया',
    'toast.failed': 'कुछ गड़बड़ हो गई',
  },
} satisfies Translation<typeof usersText>;

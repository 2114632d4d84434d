/** Hindi text of the services pages (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { catalogueText } from './en';

export default {
  namespace: 'catalogue',
  words: {
    'services.eyebrow': 'हमारा मेन्यू',
    'services.title': 'आपके लिए सर्विसेज़',
    'services.book': 'अपॉइंटमेंट बुक करें',
    'services.intro': 'कैटेगरी चुनें और हर सर्विस की कीमत देखें। जो पसंद आए उसे मेरे रूम में जोड़ें और अपनी सुविधा का समय बुक करें।',
    'services.searchLabel': 'सर्विस खोजें',
    'services.searchPlaceholder': 'नाम से सर्विस खोजें',
    'services.clearSearch': 'खोज साफ़ करें',
    'services.categoriesLabel': 'सर्विस कैटेगरी',
    'services.searchAll': 'सभी सर्विसेज़ में “{{search}}” खोजें',
    'services.noCategory': '“{{search}}” नाम की कोई कैटेगरी नहीं है।',
    'services.viewCategory': 'सर्विसेज़ देखें',
    'services.loadFailed': 'सर्विसेज़ लोड नहीं हो सकीं। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    'services.retry': 'फिर से कोशिश करें',

    'category.heading': '{{name}}',
    'category.count_one': '{{count}} सर्विस',
    'category.count_other': '{{count}} सर्विसेज़',
    'category.allLink': 'सभी कैटेगरी',
    'category.tabsLabel': 'कैटेगरी के हिसाब से देखें',

    'service.noMatch': 'आपकी खोज से कोई सर्विस नहीं मिली',
    'service.noMatchHint': 'कोई और नाम लिखकर देखें, या हमारी सभी सर्विसेज़ देखें।',
    'service.showAll': 'सभी सर्विसेज़ देखें',
    'service.add': 'मेरे रूम में जोड़ें',
    'service.added': 'मेरे रूम में जुड़ गया',
    'service.details': 'विवरण देखें',
    'service.discount': '{{amount}} डिस्काउंट',
    'service.was': 'डिस्काउंट से पहले कीमत: {{price}}',
    'service.price': 'कीमत',
    'service.descriptionLoading': 'जानकारी लोड हो रही है…',
    'service.close': 'बंद करें',
  },
} satisfies Translation<typeof catalogueText>;

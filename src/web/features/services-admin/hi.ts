/** Hindi text of the services admin (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { servicesAdminText } from './en';

export default {
  namespace: 'servicesAdmin',
  words: {
    'page.title': 'सर्विसेज़',
    'page.subtitle': 'ग्राहक सर्विसेज़ के पेज पर इन्हें इसी क्रम में देखते हैं। बंद सर्विसेज़ नहीं दिखतीं।',
    'page.add': 'सर्विस जोड़ें',
    'page.empty': 'कोई सर्विस नहीं मिली!',
    'page.failed': 'सर्विसेज़ लोड नहीं हो सकीं।',
    'page.count_one': '{{count}} सर्विस',
    'page.count_other': '{{count}} सर्विसेज़',
    'page.search': 'सर्विस खोजें',
    'page.searchPlaceholder': 'नाम से खोजें',
    'page.clearSearch': 'खोज हटाएँ',
    'page.category': 'कैटेगरी',
    'page.allCategories': 'सभी',
    'page.dragHint': 'क्रम बदलने के लिए लाइन को खिसकाने वाले निशान से पकड़कर खींचें (या उस पर स्पेस दबाएँ, फिर ऐरो कीज़ से खिसकाएँ)।',
    'page.dragOff': 'खींचकर क्रम बदलने के लिए कोई एक कैटेगरी चुनें।',

    'column.handle': 'खिसकाएँ',
    'column.name': 'नाम',
    'column.price': 'कीमत',
    'column.category': 'कैटेगरी',
    'column.id': 'ID',
    'column.discount': 'डिस्काउंट',
    'column.sorting': 'क्रम',
    'column.status': 'स्टेटस',
    'column.edit': 'बदलें',
    'sort.by': '{{column}} के हिसाब से क्रम में लगाएँ',

    'status.1': 'चालू',
    'status.0': 'बंद',

    'action.edit': '{{name}} बदलें',
    'action.move': '{{name}} खिसकाएँ',
    'action.save': 'सेव करें',

    'form.addTitle': 'सर्विस जोड़ें',
    'form.editTitle': 'सर्विस अपडेट करें',
    'form.name': 'नाम',
    'form.price': 'कीमत (₹)',
    'form.discount': 'डिस्काउंट (₹)',
    'form.categories': 'कैटेगरी',
    'form.categoriesPlaceholder': 'कैटेगरी चुनें',
    'form.sorting': 'क्रम',
    'form.sortingHint': 'छोटा नंबर पहले आता है।',
    'form.status': 'स्टेटस',
    'form.statusPlaceholder': 'स्टेटस चुनें',
    'form.comment': 'जानकारी',
    'form.nameHi': 'हिन्दी में नाम',
    'form.commentHi': 'हिन्दी में जानकारी',
    'form.commentLoading': 'एडिटर लोड हो रहा है',
    'form.failed': 'सर्विस सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',

    'toast.added': 'सर्विस जोड़ दी गई!',
    'toast.updated': 'सर्विस अपडेट हो गई!',
    'toast.sortFailed': 'नया क्रम सेव नहीं हो सका। पुराना क्रम वापस लगा दिया गया है।',

    'drag.pickedUp': '{{name}} को उठाया गया।',
    'drag.over': '{{name}} अब {{other}} के ऊपर है।',
    'drag.dropped': '{{name}} को {{other}} की जगह पर रखा गया।',
    'drag.cancelled': '{{name}} को खिसकाना रद्द किया गया।',
    'drag.instructions':
      'सर्विस उठाने के लिए स्पेस या एंटर दबाएँ। ऊपर और नीचे की ऐरो कीज़ से उसे खिसकाएँ, रखने के लिए स्पेस या एंटर और रद्द करने के लिए एस्केप दबाएँ।',
  },
} satisfies Translation<typeof servicesAdminText>;

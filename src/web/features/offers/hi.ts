/** Hindi text of the offers page, the offer badge and the home page's announcement (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { offersText } from './en';

export default {
  namespace: 'offers',
  words: {
    'banner.eyebrow': 'Curly Studio के ऑफ़र्स',
    'banner.title': 'स्पेशल ऑफ़र',
    'banner.text': 'फेशियल, हेयर ट्रीटमेंट, नेल्स और ब्राइडल लुक पर कुछ ही दिनों के लिए ख़ास कीमतें। ऑफ़र ख़त्म होने से पहले बुक करें।',

    'carousel.label': 'चल रहे ऑफ़र्स',
    'carousel.previous': 'पिछला ऑफ़र',
    'carousel.next': 'अगला ऑफ़र',

    'card.enlarge': '{{name}} की तस्वीर बड़ी करके देखें',
    'card.imageAlt': 'ऑफ़र: {{name}}',
    'card.book': 'अपॉइंटमेंट बुक करें',
    'card.close': 'बंद करें',

    'empty.title': 'माफ़ कीजिए, अभी कोई ऑफ़र नहीं है',
    'empty.text': 'नए ऑफ़र्स अक्सर आते रहते हैं। तब तक हमारी सभी सर्विसेज़ मेन्यू में हैं।',
    'empty.services': 'सर्विसेज़ पर जाएँ',

    'error.text': 'ऑफ़र्स लोड नहीं हो सके। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    'error.retry': 'फिर से कोशिश करें',

    'announcement.title': 'स्पेशल ऑफ़र्स शुरू हो गए हैं!',
    'announcement.text_one': '{{count}} ऑफ़र आपका इंतज़ार कर रहा है। ख़त्म होने से पहले बुक करें।',
    'announcement.text_other': '{{count}} ऑफ़र्स आपका इंतज़ार कर रहे हैं। ख़त्म होने से पहले बुक करें।',
    'announcement.cta': 'ऑफ़र्स देखें',
    'announcement.dismiss': 'ऑफ़र्स की सूचना बंद करें',
  },
} satisfies Translation<typeof offersText>;

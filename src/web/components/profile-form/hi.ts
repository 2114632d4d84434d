/** Hindi text of the profile's form and picture chooser (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { profileFormText } from './en';

export default {
  namespace: 'profileForm',
  words: {
    'field.fullName': 'पूरा नाम',
    'field.friendlyName': 'पुकारने का नाम',
    'field.email': 'ईमेल',
    'field.profileImage': 'प्रोफ़ाइल तस्वीर',
    'image.hint': 'JPEG, PNG या WebP, 5 MB तक।',
    'image.previewAlt': 'प्रोफ़ाइल तस्वीर की झलक',
    'image.choose': 'तस्वीर चुनें',
    'image.change': 'तस्वीर बदलें',
    'image.remove': 'हटाएँ',
    'action.cancel': 'रद्द करें',
    'action.save': 'सेव करें',
  },
} satisfies Translation<typeof profileFormText>;

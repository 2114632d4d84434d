/** Hindi words of a person's details (person-details-en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { personDetailsText } from './person-details-en';

export default {
  namespace: 'personDetails',
  words: {
    'field.phone': 'फ़ोन',
    'field.phonePlaceholder': '10 अंकों का मोबाइल नंबर',
    'field.dob': 'जन्म की तारीख़',
    'field.anniversary': 'सालगिरह',
    'field.gender': 'लिंग',
    'field.address': 'पता',
    'field.comment': 'टिप्पणी',
    'gender.male': 'पुरुष',
    'gender.female': 'महिला',
  },
} satisfies Translation<typeof personDetailsText>;

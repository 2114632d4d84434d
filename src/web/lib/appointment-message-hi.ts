/** Hindi words every WhatsApp message about an appointment shares (appointment-message-en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { appointmentMessageText } from './appointment-message-en';

export default {
  namespace: 'appointmentMessage',
  words: {
    'message.hello': 'नमस्ते {{name}},',
    'message.helloNoName': 'नमस्ते,',
    'message.services': 'सर्विसेज़: {{services}}',
    'message.offer': 'ऑफ़र: {{offer}}',
    'message.address': 'पता: {{address}}',
  },
} satisfies Translation<typeof appointmentMessageText>;

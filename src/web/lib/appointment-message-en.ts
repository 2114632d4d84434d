/**
 * English words every WhatsApp message about an appointment shares (docs/product.md#whatsapp-messages): the greeting,
 * the services or the offer, and the salon's address. Each message's own lines stay with its feature.
 */
import { defineText } from '@web/i18n';

export const appointmentMessageEn = {
  'message.hello': 'Hello {{name}},',
  'message.helloNoName': 'Hello,',
  'message.services': 'Services: {{services}}',
  'message.offer': 'Offer: {{offer}}',
  'message.address': 'Address: {{address}}',
} as const;

export const appointmentMessageText = defineText('appointmentMessage', appointmentMessageEn);

/**
 * English text of the admin's appointments review (docs/product.md#appointment-review, #appointment-status, #toasts),
 * and its WhatsApp messages (docs/product.md#whatsapp-messages).
 */
import { defineText } from '@web/i18n';

export const appointmentReviewEn = {
  'page.title': 'Appointments',
  'page.subtitle': 'Approve or reject the visits customers asked for.',
  'filter.label': 'Filter appointments',
  'filter.year': 'Year',
  'filter.month': 'Month',
  'filter.allMonths': 'All months',
  'list.count_one': '{{count}} appointment',
  'list.count_other': '{{count}} appointments',
  'list.empty': 'No Appointments found!',
  'list.emptyBody': 'Nothing was booked for this period. Try another month or year.',
  'list.failed': 'The appointments could not be loaded.',
  'list.pagination': 'Appointment pages',

  'card.customer': 'Customer',
  'card.phone': 'Phone',
  'card.email': 'Email',
  'card.comment': 'Comment',
  'card.guest': 'Guest',

  'action.approve': 'Approve',
  'action.reject': 'Reject',
  'action.cancel': 'Cancel',

  'approve.title': 'Approve appointment #{{id}}',
  'approve.checking': 'Checking for other approved appointments at this time…',
  'approve.question': 'Approve the appointment of {{name}}?',
  'approve.clash_one': 'Another approved appointment is at this date and time: {{list}}. Approve anyway?',
  'approve.clash_other': 'Other approved appointments are at this date and time: {{list}}. Approve anyway?',
  'approve.clashTitle': 'Time already taken',
  'approve.confirm': 'Approve',
  'approve.confirmAnyway': 'Approve anyway',

  'reject.title': 'Reject appointment #{{id}}',
  'reject.question': 'Reject the appointment of {{name}}? The customer sees the reason in My Appointments.',
  'reject.reason': 'Reason',
  'reject.reasonPlaceholder': 'For example: the stylist is on leave that day.',
  'reject.confirm': 'Reject',

  'toast.approved': 'Approved Successfully',
  'toast.rejected': 'Rejected Successfully',
  'toast.failed': 'The appointment could not be updated.',

  'whatsapp.send': 'Send on WhatsApp',
  'whatsapp.sendTo': 'Send on WhatsApp to {{name}}',
  'whatsapp.when': '{{date}} at {{time}}',
  'whatsapp.approved': 'Your appointment at {{salon}} is confirmed for {{when}}.',
  'whatsapp.approvedUndated': 'Your appointment at {{salon}} is confirmed. We will call you to fix the time.',
  'whatsapp.seeYou': 'See you soon!',
  'whatsapp.rejected': 'We are sorry, {{salon}} cannot take your appointment for {{when}}.',
  'whatsapp.rejectedUndated': 'We are sorry, {{salon}} cannot take your appointment.',
  'whatsapp.reason': 'Reason: {{reason}}',
  'whatsapp.rebook': 'Please call us or book another time.',
} as const;

export const appointmentReviewText = defineText('appointmentReview', appointmentReviewEn);

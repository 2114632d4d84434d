/** English text of the back-office kit (the lists' shared parts). */
import { defineText } from '@web/i18n';

export const backOfficeEn = {
  'comment.more': 'Show the whole comment',
  'comment.less': 'Show less',
  'list.retry': 'Try again',
  'action.cancel': 'Cancel',
  'action.delete': 'Delete',
  'status.label': 'Status',
  'status.placeholder': 'Select status',
  'status.1': 'Enable',
  'status.0': 'Disable',
  'hindi.hint': 'Optional: shown on the Hindi pages. Where it is blank, the English is shown.',
} as const;

export const backOfficeText = defineText('backOffice', backOfficeEn);

/** Hindi text of the back-office kit (en.ts; docs/hindi.md). */
import { translated } from '@web/i18n';
import { backOfficeText } from './en';

export default translated(backOfficeText, {
  'comment.more': 'पूरी टिप्पणी देखें',
  'comment.less': 'कम दिखाएँ',
  'list.retry': 'फिर से कोशिश करें',
  'action.cancel': 'रद्द करें',
  'action.delete': 'हटाएँ',
});

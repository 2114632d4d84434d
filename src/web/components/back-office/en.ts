/** English text of the back-office kit (the lists' shared parts). */
import { registerNamespace } from '@web/i18n/register-namespace';

export const backOfficeEn = {
  'comment.more': 'Show the whole comment',
  'comment.less': 'Show less',
} as const;

// Importing this file is what brings the 'backOffice' namespace (see src/web/i18n/resources.ts).
registerNamespace('backOffice', backOfficeEn);

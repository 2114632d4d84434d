/**
 * Messages the API answers with (src/shared/accounts.schemas.ts ACCOUNT_MESSAGES and the like), keyed by their
 * English text; shown through t(text, { ns: 'server', defaultValue: text }).
 */
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { registerNamespace } from './register-namespace';

export const serverMessagesEn: Record<string, string> = Object.fromEntries(
  Object.values(ACCOUNT_MESSAGES).map((message) => [message, message]),
);

// Importing this file is what brings the 'server' namespace (see src/web/i18n/resources.ts).
registerNamespace('server', serverMessagesEn);

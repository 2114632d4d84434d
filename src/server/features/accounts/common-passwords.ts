/**
 * The 10,000 most common passwords, refused for every new password (issue 14). The list is zxcvbn-ts's, ranked by
 * how often each password was seen in public breaches (kept in lower case); a maintained package, not a copy.
 * It is read once when the server starts (about 30 ms), never during a request.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { PASSWORD_MAX_CHARS } from '@shared/passwords';
import { invalidInput } from '@server/plugins/errors';

const COMMON_COUNT = 10_000;
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));

export function isCommonPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_CHARS && COMMON_PASSWORDS.has(password.normalize('NFKC').toLowerCase());
}

/** Refuses a common new password with a 422 under the form's field name. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw invalidInput({ [field]: [ACCOUNT_MESSAGES.passwordCommon] });
}

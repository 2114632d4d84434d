/**
 * The login form (docs/product.md#login, #validation-login) as an island on LoginPage's markup (account-form.ts):
 * phone and password checked as they are left, the server's refusal as a toast, and on success the session kept and
 * the home page loaded. It also shows, once, the message another page left for this one (flash.ts: Add to My Room
 * while signed out, docs/product.md#errors-public).
 */
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { showDocumentError } from '@web/lib/document-toast';
import { takeFlash } from '@web/lib/flash';
import type { Island } from '@web/lib/islands';
import { checkLogin, type LoginField } from '../account-rules';
import { accountFormIsland, displayTextOf, type AccountFormSpec, type ShowError } from '../components/account-form';

export const loginForm: AccountFormSpec<LoginField> = {
  fields: ['phone', 'password'],
  check: checkLogin,
  request: ({ phone, password }) => ({ path: '/login', body: { phone: phone.trim(), password } }),
  successMessage: ACCOUNT_MESSAGES.loginSuccess,
  serverFields: ['phone', 'password'],
  refusalText: displayTextOf,
};

/** The island, with the app's toasts in the app; a guest's page draws its own. */
export function loginIsland(showError: ShowError = showDocumentError): Island {
  const attachForm = accountFormIsland(loginForm, showError);
  return (root) => {
    const detach = attachForm(root);
    const flash = takeFlash();
    if (flash) showError(flash);
    return detach;
  };
}

/**
 * The register form (docs/product.md#register, #validation-register) as an island on RegisterPage's markup
 * (account-form.ts): name, phone, the password twice and an optional picture, sent as a multipart form; a refusal's
 * first phone error, else its text, as a toast (docs/product.md#errors-public); on success the session kept and the
 * home page loaded.
 */
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { showDocumentError } from '@web/lib/document-toast';
import { listeners, type Island } from '@web/lib/islands';
import { checkRegister, type RegisterField } from '../account-rules';
import {
  accountFormIsland,
  displayTextOf,
  fieldRefusal,
  type AccountFormSpec,
  type ShowError,
} from '../components/account-form';
import { attachProfileImageField, chosenImage } from '../components/profile-image-field';

/** The picture's field: not checked with the others, and sent beside them. */
export const IMAGE_FIELD = 'image';

/** The client's fixed fields (docs/product.md#account-payloads), hidden inputs of the form. */
export const CLIENT_FIELDS = ['device_token', 'signup_type'] as const;

export const registerForm: AccountFormSpec<RegisterField> = {
  fields: ['name', 'phone', 'password', 'confirm_password'],
  check: checkRegister,
  recheck: { password: ['confirm_password'] },
  request: (values, root) => {
    const form = new FormData();
    form.set('phone', values.phone.trim());
    form.set('name', values.name.trim());
    form.set('password', values.password);
    const image = chosenImage(root, IMAGE_FIELD);
    if (image) form.set('image', image);
    for (const name of CLIENT_FIELDS) {
      form.set(name, root.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value ?? '');
    }
    return { path: '/register_or_update', body: form };
  },
  successMessage: ACCOUNT_MESSAGES.registerSuccess,
  serverFields: ['name', 'phone', 'password'],
  refusalText: (refusal) => {
    const phoneError = fieldRefusal(refusal, 'phone');
    return phoneError?.words ? phoneError : displayTextOf(refusal);
  },
};

/** The island, with the app's toasts in the app; a guest's page draws its own. */
export function registerIsland(showError: ShowError = showDocumentError): Island {
  const attachForm = accountFormIsland(registerForm, showError);
  return (root) => {
    const detachForm = attachForm(root);
    const events = listeners();
    attachProfileImageField(root, IMAGE_FIELD, events);
    return () => {
      events.removeAll();
      detachForm();
    };
  };
}

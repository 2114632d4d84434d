/**
 * /register (docs/product.md#register, #validation-register): name, phone, password twice and an optional picture;
 * multipart to the API. The form is markup for its island (register.island.ts), which runs here in the app and
 * alone on a guest's page (docs/architecture.md#fast-public-pages).
 */
import { useText } from '@web/i18n';
import { DEVICE_TOKEN, SIGNUP_TYPE } from '@shared/constants';
import { paths } from '@web/paths';
import { REGISTER_FORM_MESSAGES } from '../account-messages';
import { AuthForm, AuthLinks } from '../components/AuthCard';
import { IslandPasswordInput, IslandSubmitButton, IslandTextInput } from '../components/island-fields';
import { ProfileImageField } from '../components/ProfileImageField';
import { accountsText } from '../en';
import { IMAGE_FIELD, registerIsland } from './register.island';

export function RegisterPage() {
  const { t } = useText(accountsText);
  return (
    <AuthForm
      kind="register"
      island={registerIsland}
      messages={REGISTER_FORM_MESSAGES}
      hidden={
        <>
          <input type="hidden" name="device_token" value={DEVICE_TOKEN} />
          <input type="hidden" name="signup_type" value={SIGNUP_TYPE} />
        </>
      }
    >
      <IslandTextInput name="name" label={t('field.name')} autoComplete="name" />
      <IslandTextInput
        name="phone"
        label={t('field.phone')}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        placeholder={t('field.phonePlaceholder')}
      />
      <IslandPasswordInput name="password" label={t('field.password')} autoComplete="new-password" />
      <IslandPasswordInput name="confirm_password" label={t('field.confirmPassword')} autoComplete="new-password" />
      <ProfileImageField name={IMAGE_FIELD} />
      <IslandSubmitButton>{t('action.register')}</IslandSubmitButton>
      <AuthLinks question={t('register.haveAccount')} linkText={t('action.login')} to={paths.login} />
    </AuthForm>
  );
}

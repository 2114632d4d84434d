/**
 * /login (docs/product.md#login, #validation-login): phone and password, checked as they are left; the server's
 * refusal as a toast. The form is markup for its island (login.island.ts), which runs here in the app and alone on
 * a guest's page (docs/architecture.md#fast-public-pages).
 */
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { LOGIN_FORM_MESSAGES } from '../account-messages';
import { AuthForm, AuthLinks } from '../components/AuthCard';
import { ForgotPasswordHint } from '../components/ForgotPasswordHint';
import { IslandPasswordInput, IslandSubmitButton, IslandTextInput } from '../components/island-fields';
import { accountsText } from '../en';
import { loginIsland } from './login.island';

export function LoginPage() {
  const { t } = useText(accountsText);
  return (
    <AuthForm kind="login" island={loginIsland} messages={LOGIN_FORM_MESSAGES}>
      <IslandTextInput
        name="phone"
        label={t('field.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('field.phonePlaceholder')}
      />
      <IslandPasswordInput name="password" label={t('field.password')} autoComplete="current-password" />
      <IslandSubmitButton>{t('action.login')}</IslandSubmitButton>
      <ForgotPasswordHint />
      <AuthLinks question={t('login.noAccount')} linkText={t('action.register')} to={paths.register} />
    </AuthForm>
  );
}

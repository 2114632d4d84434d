/**
 * /login (docs/product.md#login, #validation-login): phone and password, checked as they are left; the server's
 * refusal as a toast. The form is markup for its island (login.island.ts), which runs here in the app and alone on
 * a guest's page (docs/architecture.md#fast-public-pages).
 */
import { useRef } from 'react';
import { Stack } from '@mantine/core';
import { useText } from '@web/i18n';
import { notifyError } from '@web/lib/notify';
import { useIsland } from '@web/lib/use-island';
import { paths } from '@web/paths';
import { inPageLanguage } from '@web/lib/language-links';
import { LOGIN_FORM_MESSAGES } from '../account-messages';
import { AuthCard, AuthLinks } from '../components/AuthCard';
import { ForgotPasswordHint } from '../components/ForgotPasswordHint';
import { FormMessages, IslandPasswordInput, IslandSubmitButton, IslandTextInput } from '../components/island-fields';
import { accountsText } from '../en';
import { loginIsland } from './login.island';

/** In the app, the app's toasts. */
const appLoginIsland = loginIsland(notifyError);

export function LoginPage() {
  const { t } = useText(accountsText);
  const formRef = useRef<HTMLFormElement>(null);
  useIsland(formRef, appLoginIsland);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form ref={formRef} noValidate data-island="login-form" data-next={inPageLanguage(paths.home)}>
        <Stack gap="md">
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
        </Stack>
        <FormMessages messages={LOGIN_FORM_MESSAGES} />
      </form>
    </AuthCard>
  );
}

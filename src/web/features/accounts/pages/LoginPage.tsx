/**
 * /login (docs/product.md#login, #validation-login): phone and password, checked on blur; the server's error text as a
 * toast.
 */
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '@web/i18n';
import { loginSchema, type LoginPayload } from '@shared/accounts.schemas';
import { notifyError } from '@web/lib/notify';
import { useServerText } from '@web/i18n/use-message-text';
import { paths } from '@web/paths';
import { failureText, useLogin } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthLinks } from '../components/AuthLinks';
import { ForgotPasswordHint } from '../components/ForgotPasswordHint';
import { hasErrors, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
// The 'accounts' text, registered as this module loads.
import '../en';

interface LoginFormValues {
  phone: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginFormValues, unknown, LoginPayload>({
    mode: 'onBlur',
    resolver: schemaResolver(loginSchema),
    defaultValues: { phone: '', password: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit((payload) =>
    login.mutate(payload, {
      onSuccess: () => void navigate(paths.home),
      onError: (error) => {
        showServerFieldErrors(form, error, ['phone', 'password']);
        notifyError(serverText(failureText(error)));
      },
    }),
  );

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('field.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('field.phonePlaceholder')}
            {...field('phone')}
          />
          <PasswordInput label={t('field.password')} autoComplete="current-password" {...field('password')} />
          <Button type="submit" fullWidth size="md" loading={login.isPending} disabled={hasErrors(form)}>
            {t('action.login')}
          </Button>
          <ForgotPasswordHint />
          <AuthLinks question={t('login.noAccount')} linkLabel={t('action.register')} to={paths.register} />
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * /login (docs/product.md#login, #validation-login): phone and password, checked on blur; the server's error text as a
 * toast.
 */
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useText } from '@web/i18n';
import { loginSchema, type LoginPayload } from '@shared/accounts.schemas';
import { notifyError } from '@web/lib/notify';
import { useMessageText } from '@web/i18n/message-text';
import { paths } from '@web/paths';
import { failureText, useLogin } from '../api';
import { AuthCard, AuthLinks } from '../components/AuthCard';
import { ForgotPasswordHint } from '../components/ForgotPasswordHint';
import { CHECK_ON_BLUR, hasErrors, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { accountsText } from '../en';

interface LoginFormValues {
  phone: string;
  password: string;
}

export function LoginPage() {
  const { t } = useText(accountsText);
  const messageText = useMessageText();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginFormValues, unknown, LoginPayload>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(loginSchema),
    defaultValues: { phone: '', password: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit((payload) =>
    login.mutate(payload, {
      onSuccess: () => void navigate(paths.home),
      onError: (error) => {
        showServerFieldErrors(form, error, ['phone', 'password']);
        notifyError(messageText(failureText(error)));
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
          <AuthLinks question={t('login.noAccount')} linkText={t('action.register')} to={paths.register} />
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * /register (docs/product.md#register, #validation-register): name, phone, password twice and an optional picture;
 * multipart to the API.
 */
import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useText } from '@web/i18n';
import { registerFormSchema } from '@shared/accounts.schemas';
import { DEVICE_TOKEN, SIGNUP_TYPE } from '@shared/constants';
import { ApiError } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';
import { useMessageText } from '@web/i18n/message-text';
import { paths } from '@web/paths';
import { failureText, useRegister } from '../api';
import { AuthCard, AuthLinks } from '../components/AuthCard';
import { ProfileImageInput } from '@web/components/profile-form/ProfileImageInput';
import { PhoneInput } from '@web/components/person-fields';
import { CHECK_ON_BLUR, hasErrors, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { accountsText } from '../en';

interface RegisterFormValues {
  name: string;
  phone: string;
  password: string;
  confirm_password: string;
}

function registrationForm(values: RegisterFormValues, image: File | null): FormData {
  const form = new FormData();
  form.set('phone', values.phone.trim());
  form.set('name', values.name.trim());
  form.set('password', values.password);
  if (image) form.set('image', image);
  form.set('device_token', DEVICE_TOKEN);
  form.set('signup_type', String(SIGNUP_TYPE));
  return form;
}

/** docs/product.md#errors-public: the first phone error is what the toast says. */
function registerFailureText(error: unknown): string {
  return (error instanceof ApiError && error.firstFieldError('phone')) || failureText(error);
}

export function RegisterPage() {
  const { t } = useText(accountsText);
  const messageText = useMessageText();
  const navigate = useNavigate();
  const register = useRegister();
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<RegisterFormValues, unknown, RegisterFormValues>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(registerFormSchema),
    defaultValues: { name: '', phone: '', password: '', confirm_password: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit((values) =>
    register.mutate(registrationForm(values, image), {
      onSuccess: () => void navigate(paths.home),
      onError: (error) => {
        showServerFieldErrors(form, error, ['name', 'phone', 'password']);
        notifyError(messageText(registerFailureText(error)));
      },
    }),
  );

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('field.name')} autoComplete="name" {...field('name')} />
          <PhoneInput
            label={t('field.phone')}
            autoComplete="tel-national"
            placeholder={t('field.phonePlaceholder')}
            {...field('phone')}
          />
          <PasswordInput label={t('field.password')} autoComplete="new-password" {...field('password')} />
          <PasswordInput
            label={t('field.confirmPassword')}
            autoComplete="new-password"
            {...field('confirm_password')}
          />
          <ProfileImageInput value={image} onChange={setImage} />
          <Button type="submit" fullWidth size="md" loading={register.isPending} disabled={hasErrors(form)}>
            {t('action.register')}
          </Button>
          <AuthLinks question={t('register.haveAccount')} linkText={t('action.login')} to={paths.login} />
        </Stack>
      </form>
    </AuthCard>
  );
}

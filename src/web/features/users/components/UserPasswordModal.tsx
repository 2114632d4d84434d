/**
 * The admin's Change Password for a user (docs/product.md#users, #validation-user-password: 'New Password is
 * required!', docs/product.md#errors-back-office): new password and its confirmation; success says 'Password Changed
 * Successfully' and closes.
 */
import { Modal, PasswordInput, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { updatePasswordFormSchema, type ListedUser, type UpdatePasswordForm } from '@shared/users.schemas';
import { FormFrame } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { CHECK_ON_BLUR, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { useSetUserPassword } from '../api';
import { usersText } from '../en';
import type { UserDialogProps } from './user-columns';

export function UserPasswordModal({ user, onClose }: UserDialogProps) {
  const { t } = useText(usersText);
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('password.title')} size="md">
      {user && <UserPasswordForm user={user} onDone={onClose} />}
    </Modal>
  );
}

function UserPasswordForm({ user, onDone }: { user: ListedUser; onDone: () => void }) {
  const { t } = useText(usersText);
  const messageText = useMessageText();
  const setPassword = useSetUserPassword();
  const form = useForm<UpdatePasswordForm>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(updatePasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit(({ new_password }) =>
    setPassword.mutate(
      { id: user.id, newPassword: new_password },
      {
        onSuccess: () => {
          onDone();
          notifySuccess(t('toast.passwordChanged'));
        },
        onError: (error) => {
          showServerFieldErrors(form, error, ['new_password']);
          notifyError(
            error instanceof ApiError ? messageText(error.displayText, error.displayCode) : t('toast.failed'),
          );
        },
      },
    ),
  );

  return (
    <FormFrame onSubmit={submit} submitLabel={t('action.save')} onCancel={onDone} isSaving={setPassword.isPending}>
      <Text size="sm" fw={600}>
        {t('password.for', { name: user.name, phone: user.phone })}
      </Text>
      <PasswordInput
        label={t('password.new')}
        autoComplete="new-password"
        withAsterisk
        data-autofocus
        {...field('new_password')}
      />
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        withAsterisk
        {...field('confirm_password')}
      />
      <Text size="xs" c="dimmed">
        {t('password.note')}
      </Text>
    </FormFrame>
  );
}

/**
 * Change Password (docs/product.md#change-password, #errors-public): current, new and confirmation, each required.
 * Success stores the new token, closes, goes home and says 'Password Changed Successfully'; failure says 'Something
 * went wrong' and puts any field errors of a 422 under their fields.
 */
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useText } from '@web/i18n';
import { changePasswordSchema, type ChangePasswordPayload } from '@shared/accounts.schemas';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { paths } from '@web/paths';
import { useChangePassword } from '../api';
import { CHECK_ON_BLUR, hasErrors, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { accountsText } from '../en';

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const { t } = useText(accountsText);
  return (
    <Modal opened={opened} onClose={onClose} title={t('password.title')} size="md">
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useText(accountsText);
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordPayload>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '', new_confirm_password: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit((payload) =>
    changePassword.mutate(payload, {
      onSuccess: () => {
        onDone();
        void navigate(paths.home);
        notifySuccess(t('password.changed'));
      },
      onError: (error) => {
        showServerFieldErrors(form, error, ['current_password', 'new_password', 'new_confirm_password']);
        notifyError(t('toast.somethingWentWrong'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('field.currentPassword')}
          autoComplete="current-password"
          data-autofocus
          {...field('current_password')}
        />
        <PasswordInput label={t('field.newPassword')} autoComplete="new-password" {...field('new_password')} />
        <PasswordInput
          label={t('field.confirmNewPassword')}
          autoComplete="new-password"
          {...field('new_confirm_password')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={changePassword.isPending} disabled={hasErrors(form)}>
            {t('action.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

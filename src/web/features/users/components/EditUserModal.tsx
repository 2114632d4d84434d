/**
 * The admin's Edit of a user (docs/product.md#users, #profile): the profile form with the phone. Success
 * says 'Profile Updated' and closes; a refusal puts its field errors under the fields and says 'Something went
 * wrong', or the server's words for a phone another account has.
 */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ListedUser } from '@shared/users.schemas';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ProfileForm } from '@web/components/profile-form/ProfileForm';
import { profileUpdateForm } from '@web/components/profile-form/profile-form';
import { useEditUser } from '../api';
import { usersText } from '../en';

interface EditUserModalProps {
  /** Whose profile is edited; null keeps the modal closed. */
  user: ListedUser | null;
  onClose: () => void;
}

export function EditUserModal({ user, onClose }: EditUserModalProps) {
  const { t } = useText(usersText);
  const messageText = useMessageText();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const editUser = useEditUser();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('edit.title')} size="lg" fullScreen={isPhone}>
      {user && (
        <ProfileForm
          key={user.id}
          user={user}
          withPhone
          saving={editUser.isPending}
          onCancel={onClose}
          onSave={(payload, image, placeErrors) =>
            editUser.mutate(profileUpdateForm(user.id, payload, image), {
              onSuccess: () => {
                onClose();
                notifySuccess(t('toast.profileUpdated'));
              },
              onError: (error) => {
                placeErrors(error);
                // A phone another account has is said in the server's words, anything else as the spec says.
                const isConflict = error instanceof ApiError && error.status === 409;
                notifyError(isConflict ? messageText(error.displayText) : t('toast.failed'));
              },
            })
          }
        />
      )}
    </Modal>
  );
}

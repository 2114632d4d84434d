/**
 * The admin's Edit of a user (docs/product.md#users, #profile): the profile form with the phone. Success
 * says 'Profile Updated' and closes; a refusal puts its field errors under the fields and says 'Something went
 * wrong', or the server's words for a phone another account has.
 */
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { ProfileFormModal } from '@web/components/profile-form/ProfileFormModal';
import { useEditUser } from '../api';
import { usersText } from '../en';
import type { UserDialogProps } from './user-columns';

export function EditUserModal({ user, onClose }: UserDialogProps) {
  const { t } = useText(usersText);
  const messageText = useMessageText();
  const editUser = useEditUser();
  return (
    <ProfileFormModal
      opened={user !== null}
      user={user}
      title={t('edit.title')}
      withPhone
      onClose={onClose}
      save={editUser}
      savedText={t('toast.profileUpdated')}
      // A phone another account has is said in the server's words, anything else as the spec says.
      failureText={(error) =>
        error instanceof ApiError && error.status === 409
          ? messageText(error.displayText, error.displayCode)
          : t('toast.failed')
      }
    />
  );
}

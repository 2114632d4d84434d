/**
 * Update Profile (docs/product.md#profile): the profile form on the signed-in user. Success 'Profile Updated', failure
 * 'Something went wrong' with any 422 field errors under their fields.
 */
import type { User } from '@shared/accounts.schemas';
import { useText } from '@web/i18n';
import { ProfileFormModal } from '@web/components/profile-form/ProfileFormModal';
import { useUpdateProfile } from '../api';
import { accountsText } from '../en';

interface UpdateProfileModalProps {
  user: User;
  opened: boolean;
  onClose: () => void;
}

export function UpdateProfileModal({ user, opened, onClose }: UpdateProfileModalProps) {
  const { t } = useText(accountsText);
  const updateProfile = useUpdateProfile();
  return (
    <ProfileFormModal
      opened={opened}
      user={user}
      title={t('profile.updateTitle')}
      onClose={onClose}
      save={updateProfile}
      savedText={t('profile.updated')}
      failureText={() => t('toast.somethingWentWrong')}
    />
  );
}

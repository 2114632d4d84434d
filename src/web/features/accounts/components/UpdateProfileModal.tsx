/**
 * Update Profile (docs/product.md#profile): the profile form on the signed-in user. Success 'Profile Updated', failure
 * 'Something went wrong' with any 422 field errors under their fields.
 */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@shared/accounts.schemas';
import { useText } from '@web/i18n';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useUpdateProfile } from '../api';
import { profileUpdateForm } from '@web/components/profile-form/profile-form';
import { ProfileForm } from '@web/components/profile-form/ProfileForm';
import { accountsText } from '../en';

interface UpdateProfileModalProps {
  user: User;
  opened: boolean;
  onClose: () => void;
}

export function UpdateProfileModal({ user, opened, onClose }: UpdateProfileModalProps) {
  const { t } = useText(accountsText);
  const isPhone = useMediaQuery('(max-width: 48em)');
  const updateProfile = useUpdateProfile();
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.updateTitle')} size="lg" fullScreen={isPhone}>
      <ProfileForm
        user={user}
        saving={updateProfile.isPending}
        onCancel={onClose}
        onSave={(payload, image, placeErrors) =>
          updateProfile.mutate(profileUpdateForm(user.id, payload, image), {
            onSuccess: () => {
              onClose();
              notifySuccess(t('profile.updated'));
            },
            onError: (error) => {
              placeErrors(error);
              notifyError(t('toast.somethingWentWrong'));
            },
          })
        }
      />
    </Modal>
  );
}

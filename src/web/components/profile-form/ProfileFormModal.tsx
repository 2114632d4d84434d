/**
 * The profile form in a dialog, sent by the caller's mutation (docs/product.md#profile): the customer's own Update
 * Profile and the admin's Edit of a user. Saved: close and say so. Refused: the field errors under their fields and
 * the caller's words in a toast.
 */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { profileUpdateForm, type ProfileUser } from './profile-form';
import { ProfileForm } from './ProfileForm';

interface ProfileFormModalProps {
  opened: boolean;
  /** Whose profile is edited; none keeps the dialog empty. */
  user: ProfileUser | null;
  title: string;
  /** The admin's Edit of a user: the phone can be changed too. */
  withPhone?: boolean;
  onClose: () => void;
  /** The call that saves the profile's form data. */
  save: {
    isPending: boolean;
    mutate: (form: FormData, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  savedText: string;
  /** The toast of a refused save. */
  failureText: (error: unknown) => string;
}

export function ProfileFormModal(props: ProfileFormModalProps) {
  const { opened, user, title, withPhone, onClose, save, savedText, failureText } = props;
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={isPhone}>
      {user && (
        <ProfileForm
          key={user.id}
          user={user}
          withPhone={withPhone}
          saving={save.isPending}
          onCancel={onClose}
          onSave={(payload, image, placeErrors) =>
            save.mutate(profileUpdateForm(user.id, payload, image), {
              onSuccess: () => {
                onClose();
                notifySuccess(savedText);
              },
              onError: (error) => {
                placeErrors(error);
                notifyError(failureText(error));
              },
            })
          }
        />
      )}
    </Modal>
  );
}

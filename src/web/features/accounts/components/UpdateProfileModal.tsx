/**
 * Update Profile (document 1 §3, §5): every field of the profile payload. DOB and anniversary may not be after the
 * salon's today (shared profileSchema); gender defaults to male. Success 'Profile Updated', failure 'Something
 * went wrong' with any 422 field errors under their fields.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { profileSchema, type ProfilePayload, type User } from '../../../../shared/accounts.schemas';
import { salonToday } from '../../../../shared/salon-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSalonTimeZone } from '../../site/api';
import { useUpdateProfile } from '../api';
import { hasErrors, schemaResolver, showServerFieldErrors, useFieldProps } from '../form-fields';
import { profileFormValues, profileUpdateForm, type ProfileFormValues } from '../profile-form';
import { PersonalDateFields } from './PersonalDateFields';
import { ProfileImageInput } from './ProfileImageInput';

const FORM_FIELDS: readonly Path<ProfileFormValues>[] = [
  'name',
  'name1',
  'email',
  'dob',
  'anniversary',
  'gender',
  'comment',
  'address',
];

interface UpdateProfileModalProps {
  user: User;
  opened: boolean;
  onClose: () => void;
}

export function UpdateProfileModal({ user, opened, onClose }: UpdateProfileModalProps) {
  const { t } = useTranslation('accounts');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.updateTitle')} size="lg" fullScreen={isPhone}>
      <UpdateProfileForm user={user} onDone={onClose} />
    </Modal>
  );
}

function UpdateProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const timeZone = useSalonTimeZone();
  const today = salonToday(timeZone);
  const schema = useMemo(() => profileSchema(today), [today]);
  const updateProfile = useUpdateProfile();
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfilePayload>({
    mode: 'onBlur',
    resolver: schemaResolver(schema),
    defaultValues: profileFormValues(user),
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit((payload) =>
    updateProfile.mutate(profileUpdateForm(user.id, payload, image), {
      onSuccess: () => {
        onDone();
        notifySuccess(t('profile.updated'));
      },
      onError: (error) => {
        showServerFieldErrors(form, error, FORM_FIELDS);
        notifyError(t('toast.somethingWentWrong'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProfileImageInput value={image} onChange={setImage} currentImage={user.image} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('field.fullName')} autoComplete="name" data-autofocus {...field('name')} />
          <TextInput label={t('field.friendlyName')} autoComplete="nickname" {...field('name1')} />
          <TextInput label={t('field.email')} type="email" autoComplete="email" {...field('email')} />
          <NativeSelect
            label={t('field.gender')}
            data={[
              { value: '1', label: t('gender.male') },
              { value: '2', label: t('gender.female') },
            ]}
            {...field('gender')}
          />
          <PersonalDateFields
            form={form}
            today={today}
            labels={{ dob: t('field.dob'), anniversary: t('field.anniversary') }}
          />
        </SimpleGrid>
        <Textarea
          label={t('field.address')}
          autosize
          minRows={2}
          maxRows={4}
          autoComplete="street-address"
          {...field('address')}
        />
        <Textarea label={t('field.comment')} autosize minRows={2} maxRows={5} {...field('comment')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={updateProfile.isPending} disabled={hasErrors(form)}>
            {t('action.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

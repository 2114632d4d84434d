/**
 * The profile's form (docs/product.md#account-payloads, #profile): every field of the payload and the picture,
 * checked on blur by the shared schema (Full Name required, DOB and anniversary not after the salon's today, gender
 * male unless chosen). One form for the customer's own Update Profile and the admin's Edit of a user, which adds
 * the phone. The caller sends it; a refusal's field errors land under their fields.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { profileSchema, type ProfilePayload } from '@shared/accounts.schemas';
import { salonToday } from '@shared/salon-time';
import { userEditSchema } from '@shared/users.schemas';
import { useText } from '@web/i18n';
import { ApiError } from '@web/lib/api';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { CHECK_ON_BLUR, hasErrors, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { profileFormValues, type ProfileFormValues, type ProfileUser } from './profile-form';
import { PersonDetailFields } from '@web/components/PersonDetailFields';
import { PhoneInput } from '@web/components/person-fields';
import { personDetailsText } from '@web/components/person-details-en';
import { ProfileImageInput } from './ProfileImageInput';
import { profileFormText } from '@web/components/profile-form/en';

/** What the form hands over: the profile payload, and the phone when it asks for one. */
export type ProfileFormOutput = ProfilePayload & { phone?: string };

const PROFILE_FIELDS: readonly Path<ProfileFormValues>[] = [
  'name',
  'name1',
  'email',
  'phone',
  'dob',
  'anniversary',
  'gender',
  'comment',
  'address',
];

export interface ProfileFormProps {
  user: ProfileUser;
  /** The admin's Edit of a user: the phone can be changed too. */
  withPhone?: boolean;
  saving: boolean;
  /**
   * Sends the form. `placeErrors` puts a refusal's field errors under their fields (a 422's, and a phone another
   * account has) and answers whether it placed any.
   */
  onSave: (payload: ProfileFormOutput, image: File | null, placeErrors: (error: unknown) => boolean) => void;
  onCancel: () => void;
}

export function ProfileForm({ user, withPhone = false, saving, onSave, onCancel }: ProfileFormProps) {
  const { t } = useText(profileFormText);
  const { t: detailText } = useText(personDetailsText);
  const today = salonToday(useSalonTimeZone());
  const schema = useMemo(
    () => (withPhone ? userEditSchema(today) : profileSchema(today)) as ZodType<ProfileFormOutput>,
    [today, withPhone],
  );
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(schema),
    defaultValues: profileFormValues(user),
  });
  const field = useFieldProps(form);

  const placeErrors = (error: unknown): boolean => {
    if (showServerFieldErrors(form, error, PROFILE_FIELDS)) return true;
    // A phone another account has: 409 with the message under `phone`, as at registration.
    const phoneTaken = withPhone && error instanceof ApiError ? error.firstFieldError('phone') : undefined;
    if (phoneTaken) form.setError('phone', { type: 'server', message: phoneTaken });
    return Boolean(phoneTaken);
  };

  const submit = form.handleSubmit((payload) => onSave(payload, image, placeErrors));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProfileImageInput value={image} onChange={setImage} currentImage={user.image} />
        <PersonDetailFields form={form} today={today} emailLabel={t('field.email')} ownDetails>
          <TextInput label={t('field.fullName')} autoComplete="name" data-autofocus {...field('name')} />
          <TextInput label={t('field.friendlyName')} autoComplete="nickname" {...field('name1')} />
          {withPhone && (
            <PhoneInput
              label={detailText('field.phone')}
              autoComplete="off"
              placeholder={detailText('field.phonePlaceholder')}
              {...field('phone')}
            />
          )}
        </PersonDetailFields>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={hasErrors(form)}>
            {t('action.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

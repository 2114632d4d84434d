/**
 * A profile picture chooser with a preview (ProfileImageFrame): JPEG, PNG or WebP up to 5 MB, refused in the browser
 * before any upload.
 */
import { useState, type ChangeEvent } from 'react';
import { Button, Text } from '@mantine/core';
import { useText } from '@web/i18n';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { PROFILE_IMAGE_MAX_BYTES } from '@shared/constants';
import { userImageUrl } from '@web/components/user-image';
import { useMessageText } from '@web/i18n/message-text';
import { useObjectUrl } from '@web/lib/use-object-url';
import { profileFormText } from './en';
import { PROFILE_IMAGE_TYPES, ProfileImageFrame } from './ProfileImageFrame';

/** Why a chosen file cannot be used, or null when it can. */
export function profileImageProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.imageInvalid;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return ACCOUNT_MESSAGES.imageTooLarge;
  return null;
}

interface ProfileImageInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The picture the user has now (a path relative to the site root), shown until a new one is chosen. */
  currentImage?: string;
}

export function ProfileImageInput({ value, onChange, currentImage }: ProfileImageInputProps) {
  const { t } = useText(profileFormText);
  const messageText = useMessageText();
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useObjectUrl(value);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = '';
    if (!file) return;
    const reason = profileImageProblem(file);
    setProblem(reason);
    onChange(reason ? null : file);
  }

  return (
    <ProfileImageFrame
      previewSrc={previewUrl ?? userImageUrl(currentImage)}
      chooseLabel={value ? t('image.change') : t('image.choose')}
      remove={
        value && (
          <Button variant="subtle" color="gray" size="xs" onClick={() => onChange(null)}>
            {t('image.remove')}
          </Button>
        )
      }
      fileName={
        value && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {value.name}
          </Text>
        )
      }
      wrapperProps={{ error: problem ? messageText(problem) : undefined }}
      inputProps={{ onChange: choose }}
    />
  );
}

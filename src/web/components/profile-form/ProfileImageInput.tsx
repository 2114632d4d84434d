/**
 * A profile picture chooser with a preview. A real, labelled file input (visually hidden, still focusable) so
 * the label 'Profile Image' finds it; JPEG, PNG or WebP up to 5 MB, refused in the browser before any upload.
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Avatar, Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { PROFILE_IMAGE_MAX_BYTES } from '@shared/constants';
import { userImageUrl } from '@web/components/user-image';
import { useMessageText } from '@web/i18n/message-text';
import classes from './ProfileImageInput.module.css';
import { profileFormText } from '@web/components/profile-form/en';

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

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
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = '';
    if (!file) return;
    const reason = profileImageProblem(file);
    setProblem(reason);
    onChange(reason ? null : file);
  }

  return (
    <Input.Wrapper
      label={t('field.profileImage')}
      labelProps={{ htmlFor: id }}
      description={t('image.hint')}
      error={problem ? messageText(problem) : undefined}
    >
      <Group gap="md" mt={6} wrap="nowrap" className={classes.row}>
        <Avatar
          src={previewUrl ?? userImageUrl(currentImage)}
          alt={t('image.previewAlt')}
          size={64}
          radius="xl"
          imageProps={{ width: 64, height: 64 }}
        />
        <Stack gap={4}>
          <Group gap="xs">
            <Button
              component="label"
              htmlFor={id}
              variant="light"
              size="xs"
              leftSection={<IconPhoto size={16} aria-hidden />}
            >
              {value ? t('image.change') : t('image.choose')}
            </Button>
            {value && (
              <Button variant="subtle" color="gray" size="xs" onClick={() => onChange(null)}>
                {t('image.remove')}
              </Button>
            )}
          </Group>
          {value && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {value.name}
            </Text>
          )}
        </Stack>
        <VisuallyHidden>
          <input id={id} type="file" accept={PROFILE_IMAGE_TYPES.join(',')} onChange={choose} />
        </VisuallyHidden>
      </Group>
    </Input.Wrapper>
  );
}

/**
 * The register form's picture chooser as markup for its island (profile-image-field.ts): the look of the profile's
 * chooser (src/web/components/profile-form/ProfileImageInput.tsx), a real, labelled file input, visually hidden and
 * still focusable, with a preview; both words of its button, the Remove button and the file's name are in the page,
 * and `data-state` says which show.
 */
import { useId } from 'react';
import { Avatar, Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PROFILE_IMAGE_MAX_BYTES } from '@shared/constants';
import { useText } from '@web/i18n';
import { PROFILE_IMAGE_TYPES } from '@web/components/profile-form/ProfileImageInput';
import { profileFormText } from '@web/components/profile-form/en';
import { DEFAULT_AVATAR } from '@web/components/user-image';
import { FieldError } from './island-fields';
import classes from './ProfileImageField.module.css';

export function ProfileImageField({ name }: { name: string }) {
  const { t } = useText(profileFormText);
  const id = useId();
  return (
    <Input.Wrapper
      label={t('field.profileImage')}
      labelProps={{ htmlFor: id }}
      description={t('image.hint')}
      className={classes.field}
      data-field={name}
      data-state="empty"
      data-empty-src={DEFAULT_AVATAR}
    >
      <Group gap="md" mt={6} wrap="nowrap" className={classes.row}>
        <Avatar
          src={DEFAULT_AVATAR}
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
              <span className={classes.whenEmpty}>{t('image.choose')}</span>
              <span className={classes.whenChosen}>{t('image.change')}</span>
            </Button>
            <Button variant="subtle" color="gray" size="xs" className={classes.whenChosen} data-remove>
              {t('image.remove')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1} className={classes.whenChosen} data-file-name />
        </Stack>
        <VisuallyHidden>
          <input id={id} type="file" accept={PROFILE_IMAGE_TYPES.join(',')} data-max-bytes={PROFILE_IMAGE_MAX_BYTES} />
        </VisuallyHidden>
      </Group>
      <FieldError id={`${id}-error`} />
    </Input.Wrapper>
  );
}

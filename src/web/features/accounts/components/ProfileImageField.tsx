/**
 * The register form's picture chooser as markup for its island (profile-image-field.ts), in the profile chooser's
 * frame (ProfileImageFrame); both words of its button, the Remove button and the file's name are in the page, and
 * `data-state` says which show.
 */
import { Button, Text } from '@mantine/core';
import { PROFILE_IMAGE_MAX_BYTES } from '@shared/constants';
import { useText } from '@web/i18n';
import { ProfileImageFrame } from '@web/components/profile-form/ProfileImageFrame';
import { profileFormText } from '@web/components/profile-form/en';
import { DEFAULT_AVATAR } from '@web/components/user-image';
import { FieldError } from './island-fields';
import classes from './ProfileImageField.module.css';

export function ProfileImageField({ name }: { name: string }) {
  const { t } = useText(profileFormText);
  return (
    <ProfileImageFrame
      previewSrc={DEFAULT_AVATAR}
      chooseLabel={
        <>
          <span className={classes.whenEmpty}>{t('image.choose')}</span>
          <span className={classes.whenChosen}>{t('image.change')}</span>
        </>
      }
      remove={
        <Button variant="subtle" color="gray" size="xs" className={classes.whenChosen} data-remove>
          {t('image.remove')}
        </Button>
      }
      fileName={<Text size="xs" c="dimmed" lineClamp={1} className={classes.whenChosen} data-file-name />}
      wrapperProps={{
        className: classes.field,
        'data-field': name,
        'data-state': 'empty',
        'data-empty-src': DEFAULT_AVATAR,
      }}
      inputProps={{ 'data-max-bytes': PROFILE_IMAGE_MAX_BYTES }}
    >
      {(id) => <FieldError id={`${id}-error`} />}
    </ProfileImageFrame>
  );
}

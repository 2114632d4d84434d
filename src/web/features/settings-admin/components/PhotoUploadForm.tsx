/**
 * Adds a photo to the hero slides or the bridal gallery (docs/product.md#salon-photos): the picture, what it shows
 * (its alt text) and the same in Hindi. Sent at once, apart from the settings form; the server checks and re-encodes
 * the picture, and its refusals show under their fields.
 */
import { useState, type FormEvent } from 'react';
import { Button, FileInput, Stack, TextInput } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { PHOTO_ALT_MAX, type PhotoPlace } from '@shared/site-photos.schemas';
import { FormFailure } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifySuccess } from '@web/lib/notify';
import { useAddPhoto } from '../api';
import { settingsAdminText } from '../en';
import { TWO_COLUMNS } from './SettingsSections';
import { Columns } from '@web/components/Columns';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

export function PhotoUploadForm({ place, label }: { place: PhotoPlace; label: string }) {
  const { t } = useText(settingsAdminText);
  const messageText = useMessageText();
  const add = useAddPhoto();
  const [image, setImage] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [altHi, setAltHi] = useState('');
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});

  const refusal = add.error instanceof ApiError ? add.error : null;
  const fieldError = (field: string) =>
    problems[field] ?? messageText(refusal?.firstFieldError(field), refusal?.codes[field]?.[0]);
  const hasFieldError = ['image', 'alt', 'altHi', 'place'].some((field) => refusal?.firstFieldError(field));
  const failure =
    add.error && !hasFieldError
      ? refusal
        ? messageText(refusal.displayText, refusal.displayCode)
        : t('photos.failed')
      : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = {
      image: image ? undefined : t('photos.chooseImage'),
      alt: alt.trim() ? undefined : t('photos.describe'),
    };
    setProblems(missing);
    if (!image || missing.alt) return;
    add.mutate(
      { place, alt, altHi, image },
      {
        onSuccess: () => {
          setImage(null);
          setAlt('');
          setAltHi('');
          notifySuccess(t('photos.added'));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="sm">
        <FileInput
          label={t('photos.image')}
          description={t('photos.imageHint')}
          placeholder={t('photos.imagePlaceholder')}
          accept={ACCEPTED}
          clearable
          leftSection={<IconPhoto size={18} aria-hidden />}
          value={image}
          onChange={(file) => {
            setImage(file);
            setProblems((shown) => ({ ...shown, image: undefined }));
          }}
          error={fieldError('image') ?? fieldError('place')}
          required
        />
        <Columns cols={TWO_COLUMNS}>
          <TextInput
            label={t('photos.alt')}
            description={t('photos.altHint')}
            maxLength={PHOTO_ALT_MAX}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            error={fieldError('alt')}
            required
          />
          <TextInput
            label={t('photos.altHi')}
            lang="hi"
            maxLength={PHOTO_ALT_MAX}
            value={altHi}
            onChange={(event) => setAltHi(event.currentTarget.value)}
            error={fieldError('altHi')}
          />
        </Columns>
        <FormFailure message={failure ?? null} />
        <Button
          type="submit"
          leftSection={<IconUpload size={18} aria-hidden />}
          loading={add.isPending}
          mih={44}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('photos.upload')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The salon's own photos (docs/product.md#salon-photos): the hero slides' (one a slide, in the slides' order) and the
 * bridal gallery's, each shown with what it shows, moved earlier or later and removed with a tap, and a form to add
 * one while there is room. Each change is saved at once and shows on the public pages at once.
 */
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  HERO_SLIDE_KEYS,
  PHOTOS_MAX,
  type PhotoPlace,
  type SitePhoto,
  type SitePhotos,
} from '@shared/site-photos.schemas';
import { FormFailure } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifySuccess } from '@web/lib/notify';
import { useMovePhoto, useRemovePhoto } from '../api';
import { settingsAdminText } from '../en';
import { PhotoUploadForm } from './PhotoUploadForm';
import { Section, SectionPart } from './SettingsSections';
import classes from './PhotosSection.module.css';

const TAP = 40;

function PhotoRow({
  place,
  photo,
  index,
  count,
}: {
  place: PhotoPlace;
  photo: SitePhoto;
  index: number;
  count: number;
}) {
  const { t } = useText(settingsAdminText);
  const move = useMovePhoto();
  const remove = useRemovePhoto();
  const thumbnail = photo.files[0];
  const name =
    place === 'hero' ? t(`photos.slide.${HERO_SLIDE_KEYS[index]!}`) : t('photos.number', { number: index + 1 });
  const moveTo = (to: number) => move.mutate({ place, id: photo.id, to });
  return (
    <li className={classes.row} aria-label={name}>
      {thumbnail && (
        <img src={`/${thumbnail.path}`} alt="" width={72} height={72} className={classes.thumbnail} loading="lazy" />
      )}
      <Stack gap={0} className={classes.words}>
        <Text fw={700} size="sm">
          {name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {photo.alt}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={TAP}
          aria-label={t('photos.earlier', { name })}
          disabled={index === 0}
          loading={move.isPending && move.variables?.to === index - 1}
          onClick={() => moveTo(index - 1)}
        >
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={TAP}
          aria-label={t('photos.later', { name })}
          disabled={index === count - 1}
          loading={move.isPending && move.variables?.to === index + 1}
          onClick={() => moveTo(index + 1)}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
        <Button
          variant="light"
          color="red"
          h={TAP}
          px="sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={t('photos.remove', { name })}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate({ place, id: photo.id }, { onSuccess: () => notifySuccess(t('photos.removed')) })
          }
        >
          {t('photos.removeShort')}
        </Button>
      </Group>
      <PhotoFailure error={move.error ?? remove.error} />
    </li>
  );
}

function PhotoFailure({ error }: { error: Error | null }) {
  const { t } = useText(settingsAdminText);
  const messageText = useMessageText();
  if (!error) return null;
  const text = error instanceof ApiError ? messageText(error.displayText, error.displayCode) : undefined;
  return (
    <div className={classes.failure}>
      <FormFailure message={text ?? t('photos.failed')} />
    </div>
  );
}

function PhotoPlaceList({ place, photos }: { place: PhotoPlace; photos: SitePhoto[] }) {
  const { t } = useText(settingsAdminText);
  const title = t(`photos.${place}.title`);
  const max = PHOTOS_MAX[place];
  return (
    <SectionPart title={title} hint={t(`photos.${place}.hint`, { max })}>
      {photos.length === 0 ? (
        <Text size="sm" fs="italic">
          {t('photos.none')}
        </Text>
      ) : (
        <ol className={classes.list}>
          {photos.map((photo, index) => (
            <PhotoRow key={photo.id} place={place} photo={photo} index={index} count={photos.length} />
          ))}
        </ol>
      )}
      {photos.length < max ? (
        <PhotoUploadForm place={place} label={t('photos.addTo', { place: title })} />
      ) : (
        <Text size="sm">{t('photos.full', { max })}</Text>
      )}
    </SectionPart>
  );
}

export function PhotosSection({ photos }: { photos: SitePhotos | undefined }) {
  const { t } = useText(settingsAdminText);
  return (
    <Section title={t('section.photos')} hint={t('section.photosHint')}>
      <PhotoPlaceList place="hero" photos={photos?.hero ?? []} />
      <PhotoPlaceList place="bridal" photos={photos?.bridal ?? []} />
    </Section>
  );
}

/**
 * The salon's own photos for the home page's hero slides and the bridal gallery (docs/product.md#salon-photos): what
 * is stored in the settings, what the admin's routes take and answer, and their messages. The drawn art stays where
 * no photo was uploaded.
 */
import { z } from 'zod';
import { SHORT_TEXT_MAX, blankToUndefined, isShortText, optionalText, requiredText } from './fields';
import { messageTemplate } from './message-template';

export const PHOTO_PLACES = ['hero', 'bridal'] as const;
export type PhotoPlace = (typeof PHOTO_PLACES)[number];

/** The home page's hero slides, in order (docs/product.md#home): each has its own words, service and photo. */
export const HERO_SLIDE_KEYS = ['bridal', 'hair', 'nails', 'facial'] as const;

/** How many photos each place holds: one for each hero slide, and a gallery of twelve. */
export const PHOTOS_MAX: Readonly<Record<PhotoPlace, number>> = { hero: HERO_SLIDE_KEYS.length, bridal: 12 };

/** The widths each photo is stored at (square, WebP), for `srcset`: a phone's 1x, 2x and 3x. */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;

/** A photo's description, its alt text (and the Hindi page's). */
export const PHOTO_ALT_MAX = 120;

export const SITE_PHOTO_MESSAGES = {
  added: 'Photo added.',
  removed: 'Photo removed.',
  moved: 'Photo moved.',
  imageRequired: 'Please choose a photo to upload.',
  imageInvalid: 'The photo must be a JPEG, PNG or WebP picture of at most 5 MB.',
  place: 'Please choose where the photo goes.',
  alt: 'Please describe the photo in a few words.',
  full: messageTemplate('This place holds at most {{max}} photos. Remove one first.'),
  notFound: 'This photo does not exist. It may have been removed already.',
  position: 'Please choose a position from the list.',
} as const;

/** One stored file of a photo: its site path (uploads/site/…) and its size in pixels. */
export const photoFileSchema = z.object({ path: z.string(), width: z.number(), height: z.number() });

export const sitePhotoSchema = z.object({
  /** The random name its files share: 32 hex digits. */
  id: z.string(),
  alt: z.string(),
  altHi: z.string(),
  /** Narrowest first. */
  files: z.array(photoFileSchema),
});
export type SitePhoto = z.infer<typeof sitePhotoSchema>;

export const sitePhotosSchema = z.object({
  hero: z.array(sitePhotoSchema).default([]),
  bridal: z.array(sitePhotoSchema).default([]),
});
export type SitePhotos = z.infer<typeof sitePhotosSchema>;

export const NO_PHOTOS: SitePhotos = { hero: [], bridal: [] };

const photoPlace = z.preprocess(
  (value) => (isShortText(value) ? value.trim() : value),
  z.enum(PHOTO_PLACES, { error: SITE_PHOTO_MESSAGES.place }),
);

/** 32 hex digits, checked by length before the pattern reads it. */
const photoId = z
  .string({ error: SITE_PHOTO_MESSAGES.notFound })
  .max(SHORT_TEXT_MAX, { error: SITE_PHOTO_MESSAGES.notFound, abort: true })
  .regex(/^[0-9a-f]{32}$/, SITE_PHOTO_MESSAGES.notFound);

/** POST /api/settings/photos/add: multipart fields beside the file `image`. */
export const photoAddSchema = z.object({
  place: photoPlace,
  alt: requiredText(SITE_PHOTO_MESSAGES.alt, PHOTO_ALT_MAX),
  altHi: optionalText(PHOTO_ALT_MAX),
});
export type PhotoAdd = z.infer<typeof photoAddSchema>;

/** POST /api/settings/photos/remove. */
export const photoRemoveSchema = z.object({ place: photoPlace, id: photoId });
export type PhotoRemove = z.infer<typeof photoRemoveSchema>;

/** POST /api/settings/photos/move: to a position from 0 (first). */
export const photoMoveSchema = photoRemoveSchema.extend({
  to: z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return isShortText(present) && /^\d{1,2}$/.test(present.trim()) ? Number(present) : present;
    },
    z
      .number({ error: SITE_PHOTO_MESSAGES.position })
      .int(SITE_PHOTO_MESSAGES.position)
      .min(0, SITE_PHOTO_MESSAGES.position)
      .max(Math.max(...Object.values(PHOTOS_MAX)) - 1, SITE_PHOTO_MESSAGES.position),
  ),
});
export type PhotoMove = z.infer<typeof photoMoveSchema>;

export const photosAnswerSchema = z.object({ message: z.string(), data: sitePhotosSchema });
export type PhotosAnswer = z.infer<typeof photosAnswerSchema>;

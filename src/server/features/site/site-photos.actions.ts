/**
 * The salon's own photos of the hero slides and the bridal gallery (docs/product.md#salon-photos): the admin adds,
 * removes and reorders them. A photo goes through the one upload pipeline (plugins/images.ts): checked by its content,
 * cropped square and re-encoded as WebP at the widths of PHOTO_WIDTHS. Every write runs under the photos' lock
 * (site.repository.ts), so the limits hold when two uploads arrive at once; a refused request writes no row and
 * leaves no file.
 */
import {
  NO_PHOTOS,
  PHOTOS_MAX,
  PHOTO_WIDTHS,
  SITE_PHOTO_MESSAGES,
  type PhotoAdd,
  type PhotoMove,
  type PhotoPlace,
  type PhotoRemove,
  type SitePhotos,
} from '@shared/site-photos.schemas';
import type { AppContext } from '@server/context';
import { bumpContentVersion } from '@server/db/content-version';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { reencodeSquareWebpWidths, removeStoredFiles, storeWebpSizes, writeWithImage } from '@server/plugins/images';
import type { UploadedFile } from '@server/plugins/uploads';
import { lockSitePhotos, readSalonSettings, writeSitePhotos } from './site.repository';

export const PHOTO_FOLDER = 'site';

function full(place: PhotoPlace): HttpError {
  return invalidInput({ place: [SITE_PHOTO_MESSAGES.full(PHOTOS_MAX[place])] });
}

const notFound = () => new HttpError(404, SITE_PHOTO_MESSAGES.notFound, { id: [SITE_PHOTO_MESSAGES.notFound] });

export async function sitePhotos({ db }: AppContext): Promise<SitePhotos> {
  return (await readSalonSettings(db)).photos ?? NO_PHOTOS;
}

/**
 * Adds a photo at the end of its place. A full place is refused before the picture is read (and again under the
 * lock, for two uploads at once).
 */
export async function addSitePhoto(
  context: AppContext,
  payload: PhotoAdd,
  file: UploadedFile | undefined,
): Promise<SitePhotos> {
  const { db, config } = context;
  if (!file) throw invalidInput({ image: [SITE_PHOTO_MESSAGES.imageRequired] });
  const { place } = payload;
  if ((await sitePhotos(context))[place].length >= PHOTOS_MAX[place]) throw full(place);
  const sizes = await reencodeSquareWebpWidths(file.content, 'image', PHOTO_WIDTHS, SITE_PHOTO_MESSAGES.imageInvalid);
  const stored = await storeWebpSizes(config.uploadDir, PHOTO_FOLDER, sizes);
  return writeWithImage(
    config.uploadDir,
    stored.files.map((file) => file.path),
    () =>
      db.transaction().execute(async (trx) => {
        const photos = await lockSitePhotos(trx);
        if (photos[place].length >= PHOTOS_MAX[place]) throw full(place);
        const photo = { id: stored.name, alt: payload.alt, altHi: payload.altHi, files: stored.files };
        const next = { ...photos, [place]: [...photos[place], photo] };
        await writeSitePhotos(trx, next);
        await bumpContentVersion(trx);
        return next;
      }),
  );
}

/** Removes a photo, then its files. */
export async function removeSitePhoto({ db, config }: AppContext, { place, id }: PhotoRemove): Promise<SitePhotos> {
  const { next, removed } = await db.transaction().execute(async (trx) => {
    const photos = await lockSitePhotos(trx);
    const photo = photos[place].find((each) => each.id === id);
    if (!photo) throw notFound();
    const next = { ...photos, [place]: photos[place].filter((each) => each !== photo) };
    await writeSitePhotos(trx, next);
    await bumpContentVersion(trx);
    return { next, removed: photo };
  });
  await removeStoredFiles(
    config.uploadDir,
    removed.files.map((file) => file.path),
  );
  return next;
}

/** Moves a photo to another position of its place (0: first), the others keeping their order. */
export async function moveSitePhoto({ db }: AppContext, { place, id, to }: PhotoMove): Promise<SitePhotos> {
  return db.transaction().execute(async (trx) => {
    const photos = await lockSitePhotos(trx);
    const list = [...photos[place]];
    const from = list.findIndex((each) => each.id === id);
    if (from < 0) throw notFound();
    if (to >= list.length) throw invalidInput({ to: [SITE_PHOTO_MESSAGES.position] });
    const [photo] = list.splice(from, 1);
    list.splice(to, 0, photo!);
    const next = { ...photos, [place]: list };
    await writeSitePhotos(trx, next);
    await bumpContentVersion(trx);
    return next;
  });
}

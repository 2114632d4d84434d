/**
 * Offers: the public list, served from the ready-answer cache (offers.cache.ts), and the admin's list, add, edit
 * and delete, with the offer's picture.
 */
import {
  OFFER_MESSAGES,
  offerListAnswerSchema,
  type OfferAddPayload,
  type OfferEditPayload,
} from '@shared/offers-admin.schemas';
import type { AppContext } from '@server/context';
import type { OfferRow } from '@server/db/tables';
import { HttpError } from '@server/plugins/errors';
import type { ReadyAnswer } from '@server/plugins/ready-answers';
import { reencodeWebpWithin, removeStoredFile, storeWebp, writeWithImage } from '@server/plugins/images';
import type { UploadedFile } from '@server/plugins/uploads';
import { bumpContentVersion } from '@server/db/content-version';
import { offerCache } from './offers.cache';
import { toOfferAnswer } from './offers.mapper';
import * as offers from './offers.repository';

export const OFFER_IMAGE_FOLDER = 'offers';

/** Enabled offers in their sort order, expired ones included (their card says so), ready to send. */
export function publicOffersAnswer({ db }: AppContext): Promise<ReadyAnswer> {
  return offerCache.get(db, 'enabled', async () =>
    offerListAnswerSchema.parse({ data: (await offers.listEnabledOffers(db)).map(toOfferAnswer) }),
  );
}

/** Every offer, enabled or disabled, in sort order (the admin's list). */
export function listOffers({ db }: AppContext): Promise<OfferRow[]> {
  return offers.listAllOffers(db);
}

function notFound(): HttpError {
  return new HttpError(404, OFFER_MESSAGES.notFound);
}

/** An offer's picture keeps its proportions (the cards are 4:3 and cover-fit), at most this long on its longer side. */
const OFFER_IMAGE_MAX_SIDE_PX = 1200;

/**
 * Re-encodes (the one upload pipeline, plugins/images.ts) before anything is stored, so a refused picture leaves no
 * file and no row behind.
 */
async function storeOfferImage(config: AppContext['config'], file: UploadedFile | undefined) {
  if (!file) return undefined;
  const webp = await reencodeWebpWithin(file.content, 'image', OFFER_IMAGE_MAX_SIDE_PX, OFFER_MESSAGES.imageInvalid);
  return storeWebp(config.uploadDir, OFFER_IMAGE_FOLDER, webp);
}

export async function addOffer(
  { db, config }: AppContext,
  payload: OfferAddPayload,
  imageFile: UploadedFile | undefined,
): Promise<OfferRow> {
  const img = await storeOfferImage(config, imageFile);
  return writeWithImage(config.uploadDir, img, () =>
    db.transaction().execute(async (trx) => {
      const id = await offers.insertOffer(trx, {
        name: payload.name,
        name_hi: payload.name_hi,
        img: img ?? '',
        sort: payload.sort,
        expiry: payload.expiry,
        status: payload.status,
      });
      await bumpContentVersion(trx);
      return (await offers.findOfferById(trx, id))!;
    }),
  );
}

/** Keeps the picture unless a new one is sent; a replaced picture's file is removed. */
export async function editOffer(
  { db, config }: AppContext,
  payload: OfferEditPayload,
  imageFile: UploadedFile | undefined,
): Promise<OfferRow> {
  const existing = await offers.findOfferById(db, payload.id);
  if (!existing) throw notFound();
  const img = await storeOfferImage(config, imageFile);
  await writeWithImage(
    config.uploadDir,
    img,
    () =>
      db.transaction().execute(async (trx) => {
        await offers.updateOffer(trx, existing.id, {
          name: payload.name,
          name_hi: payload.name_hi,
          sort: payload.sort,
          expiry: payload.expiry,
          status: payload.status,
          ...(img ? { img } : {}),
        });
        await bumpContentVersion(trx);
      }),
    existing.img,
  );
  return (await offers.findOfferById(db, existing.id))!;
}

/** Removes the row, then its stored picture (pictures outside uploads/, such as the demo artwork, stay). */
export async function removeOffer({ db, config }: AppContext, id: number): Promise<void> {
  const existing = await offers.findOfferById(db, id);
  const deleted =
    existing !== undefined &&
    (await db.transaction().execute(async (trx) => {
      if (!(await offers.deleteOffer(trx, id))) return false;
      await bumpContentVersion(trx);
      return true;
    }));
  if (!existing || !deleted) throw notFound();
  if (existing.img) await removeStoredFile(config.uploadDir, existing.img);
}

/**
 * An offer's picture: checked by its content, decoded with a pixel ceiling and re-encoded as WebP, keeping its
 * proportions (offer cards are 4:3 and cover-fit), at most 1200 px on its longer side. Nothing is served as sent.
 */
import sharp from 'sharp';
import { OFFER_MESSAGES } from '@shared/offers-admin.schemas';
import { HttpError } from '@server/plugins/errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_INPUT_PIXELS = 40_000_000;
export const OFFER_IMAGE_MAX_SIDE_PX = 1200;

function refuse(): HttpError {
  return new HttpError(422, OFFER_MESSAGES.imageInvalid, { image: [OFFER_MESSAGES.imageInvalid] });
}

export async function reencodeOfferImage(content: Buffer): Promise<Buffer> {
  if (content.length === 0) throw refuse();
  try {
    const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw refuse();
    return await image
      .rotate()
      .resize(OFFER_IMAGE_MAX_SIDE_PX, OFFER_IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse();
  }
}

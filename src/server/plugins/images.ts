/**
 * Uploaded pictures are checked by their content (never their name), decoded with a pixel ceiling, and
 * re-encoded as WebP: nothing a user uploads is served as it came (docs/architecture.md#stack).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from './errors';
import { slots } from './slots';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A small file that declares a huge picture must not exhaust memory (docs/architecture.md#stack-notes). */
const MAX_INPUT_PIXELS = 40_000_000;
// libvips' operation cache would keep decoded pictures around after each upload; every upload is a new picture.
sharp.cache(false);
sharp.concurrency(1);
/**
 * Decoding memory (issue 30; docs/quality.md, upload-memory). A baseline JPEG is shrunk while it loads (to an eighth
 * of its side at most) and other pictures are read in one pass (sequentialRead), so their decoding holds a few
 * strips, not the picture. A progressive JPEG or an interlaced PNG cannot be: its decoder keeps the whole picture
 * (a progressive JPEG's coefficients take 3 to 6 bytes a pixel, about 140 MB for 6300 × 6300, up to 240 MB at the
 * 40 MP ceiling). Those are decoded one at a time, whatever the number of upload decode slots (uploads.ts).
 */
const wholePictureDecodes = slots(1);
const WEBP = { quality: 82 } as const;

function refuse(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/**
 * The picture in `content`, decoded with the pixel ceiling, rotated as its EXIF data says: a 422 naming `field` for
 * anything that is not a JPEG, PNG or WebP (the one check every upload goes through).
 */
async function decodedPicture(
  content: Buffer,
  field: string,
  message: string,
): Promise<{ picture: Sharp; metadata: Metadata }> {
  if (content.length === 0) throw refuse(field, message);
  const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
  const metadata = await image.metadata();
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw refuse(field, message);
  return { picture: image.rotate(), metadata };
}

/**
 * Decodes the picture in `content` and runs `encode` on it (one at a time for a picture decoded whole); any failure
 * of the decoder is the field's 422, never a 500.
 */
async function reencoding<T>(
  content: Buffer,
  field: string,
  message: string,
  encode: (picture: Sharp, metadata: Metadata) => Promise<T>,
): Promise<T> {
  try {
    const { picture, metadata } = await decodedPicture(content, field, message);
    if (!metadata.isProgressive) return await encode(picture, metadata);
    return await wholePictureDecodes.run(() => encode(picture, metadata));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(field, message);
  }
}

/** A square WebP of `size` pixels, or a 422 naming `field` for anything that is not a JPEG, PNG or WebP. */
export function reencodeSquareWebp(content: Buffer, field: string, size: number, message: string): Promise<Buffer> {
  return reencoding(content, field, message, (picture) =>
    picture.resize(size, size, { fit: 'cover' }).webp(WEBP).toBuffer(),
  );
}

/**
 * The picture as WebP in its own proportions, at most `maxSide` pixels on its longer side (never enlarged), or a 422
 * naming `field` for anything that is not a JPEG, PNG or WebP.
 */
export function reencodeWebpWithin(content: Buffer, field: string, maxSide: number, message: string): Promise<Buffer> {
  return reencoding(content, field, message, (picture) =>
    picture.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).webp(WEBP).toBuffer(),
  );
}

export interface SizedWebp {
  width: number;
  height: number;
  content: Buffer;
}

/**
 * A square crop of the picture (around its most striking part) as WebP at each of `widths` no wider than the picture
 * itself, for `srcset`; a picture narrower than them all gives one file at its own size. Narrowest first.
 */
export function reencodeSquareWebpWidths(
  content: Buffer,
  field: string,
  widths: readonly number[],
  message: string,
): Promise<SizedWebp[]> {
  return reencoding(content, field, message, async (picture) => {
    const { width = 0, height = 0 } = await picture.metadata();
    const side = Math.max(1, Math.min(width, height));
    const fitting = widths.filter((size) => size <= side);
    const sizes = fitting.length > 0 ? fitting : [side];
    const encoded: SizedWebp[] = [];
    // One at a time: each holds a decoded picture (sharp.concurrency(1) above).
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const webp = await picture
        .clone()
        .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
        .webp(WEBP)
        .toBuffer();
      encoded.push({ width: size, height: size, content: webp });
    }
    return encoded;
  });
}

/** Stores a re-encoded picture under UPLOAD_DIR/<folder>; answers its path relative to the site root. */
export async function storeWebp(uploadDir: string, folder: string, content: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(path.join(uploadDir, folder), { recursive: true });
  await fs.writeFile(path.join(uploadDir, folder, name), content);
  return `uploads/${folder}/${name}`;
}

/** Stores the sizes of one picture under UPLOAD_DIR/<folder>, named `<random>-<width>.webp`; answers the name and files. */
export async function storeWebpSizes(
  uploadDir: string,
  folder: string,
  sizes: readonly SizedWebp[],
): Promise<{ name: string; files: { path: string; width: number; height: number }[] }> {
  const name = randomBytes(16).toString('hex');
  await fs.mkdir(path.join(uploadDir, folder), { recursive: true });
  const files: { path: string; width: number; height: number }[] = [];
  try {
    for (const size of sizes) {
      const file = `${name}-${size.width}.webp`;
      await fs.writeFile(path.join(uploadDir, folder, file), size.content);
      files.push({ path: `uploads/${folder}/${file}`, width: size.width, height: size.height });
    }
  } catch (error) {
    await removeStoredFiles(
      uploadDir,
      files.map((file) => file.path),
    );
    throw error;
  }
  return { name, files };
}

/**
 * Runs a write that saves a newly stored picture (`image`, when one was sent). When the write fails the picture is
 * removed again, so a refused request leaves no file behind; once it succeeded, the picture it `replaces` goes.
 */
export async function writeWithImage<T>(
  uploadDir: string,
  image: string | readonly string[] | undefined,
  write: () => Promise<T>,
  replaces?: string | null,
): Promise<T> {
  const stored = image === undefined ? [] : typeof image === 'string' ? [image] : image;
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await removeStoredFiles(uploadDir, stored);
    throw error;
  }
  if (stored.length > 0 && replaces) await removeStoredFile(uploadDir, replaces);
  return result;
}

/** Removes a stored picture given its site path; a missing file is not an error. */
export async function removeStoredFile(uploadDir: string, sitePath: string): Promise<void> {
  if (!sitePath.startsWith('uploads/')) return;
  const relative = path.normalize(sitePath.slice('uploads/'.length));
  if (relative.startsWith('..')) return;
  await fs.rm(path.join(uploadDir, relative), { force: true });
}

/** Removes stored pictures given their site paths. */
export async function removeStoredFiles(uploadDir: string, sitePaths: readonly string[]): Promise<void> {
  for (const sitePath of sitePaths) await removeStoredFile(uploadDir, sitePath);
}

/**
 * Uploaded pictures are checked by their content (never their name), decoded with a pixel ceiling, and
 * re-encoded as WebP: nothing a user uploads is served as it came (docs/architecture.md#stack).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from './errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A small file that declares a huge picture must not exhaust memory (docs/architecture.md#stack-notes). */
const MAX_INPUT_PIXELS = 40_000_000;
// libvips' operation cache would keep decoded pictures around after each upload; every upload is a new picture.
sharp.cache(false);
sharp.concurrency(1);

function refuse(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/** A square WebP of `size` pixels, or a 422 naming `field` for anything that is not a JPEG, PNG or WebP. */
export async function reencodeSquareWebp(
  content: Buffer,
  field: string,
  size: number,
  message: string,
): Promise<Buffer> {
  if (content.length === 0) throw refuse(field, message);
  try {
    const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw refuse(field, message);
    return await image.rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(field, message);
  }
}

/** Stores a re-encoded picture under UPLOAD_DIR/<folder>; answers its path relative to the site root. */
export async function storeWebp(uploadDir: string, folder: string, content: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(path.join(uploadDir, folder), { recursive: true });
  await fs.writeFile(path.join(uploadDir, folder, name), content);
  return `uploads/${folder}/${name}`;
}

/**
 * Runs a write that saves a newly stored picture (`image`, when one was sent). When the write fails the picture is
 * removed again, so a refused request leaves no file behind; once it succeeded, the picture it `replaces` goes.
 */
export async function writeWithImage<T>(
  uploadDir: string,
  image: string | undefined,
  write: () => Promise<T>,
  replaces?: string | null,
): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (image) await removeStoredFile(uploadDir, image);
    throw error;
  }
  if (image && replaces) await removeStoredFile(uploadDir, replaces);
  return result;
}

/** Removes a stored picture given its site path; a missing file is not an error. */
export async function removeStoredFile(uploadDir: string, sitePath: string): Promise<void> {
  if (!sitePath.startsWith('uploads/')) return;
  const relative = path.normalize(sitePath.slice('uploads/'.length));
  if (relative.startsWith('..')) return;
  await fs.rm(path.join(uploadDir, relative), { force: true });
}

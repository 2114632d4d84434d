/**
 * The admin's photos of the hero slides and the bridal gallery (docs/product.md#salon-photos): who may, the limits,
 * hostile pictures, removing and moving; on both databases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHOTOS_MAX, SITE_PHOTO_MESSAGES, type SitePhotos } from '@shared/site-photos.schemas';
import { UPLOAD_MESSAGES } from '@server/plugins/uploads';
import { testAppForFile } from '@server/test/app-per-file';
import { pictureOf } from '@server/test/images';
import { formOf } from '@server/test/test-app';
import type { ErrorBody } from '@server/test/answers';

const { t, tokens } = testAppForFile(['admin', 'staff', 'customer']);

type PhotosBody = { message: string; data: SitePhotos };

async function photoFile(width = 2000, height = 1500) {
  return { content: await pictureOf('jpeg', width, height), name: 'salon.jpg', type: 'image/jpeg' };
}

async function add(
  fields: Record<string, string>,
  image?: { content: Buffer; name: string; type?: string },
  token: string | null = tokens.admin,
) {
  return t.call<PhotosBody & ErrorBody>('POST', '/api/settings/photos/add', {
    token,
    form: formOf(fields, image ? { image } : {}),
  });
}

const remove = (json: unknown, token: string | null = tokens.admin) =>
  t.call<PhotosBody & ErrorBody>('POST', '/api/settings/photos/remove', { token, json });
const move = (json: unknown, token: string | null = tokens.admin) =>
  t.call<PhotosBody & ErrorBody>('POST', '/api/settings/photos/move', { token, json });

async function storedPhotos(): Promise<SitePhotos> {
  const answer = await t.call<{ data: { photos?: SitePhotos } }>('GET', '/api/settings');
  return answer.body.data.photos ?? { hero: [], bridal: [] };
}

/** Every file under UPLOAD_DIR/site. */
function storedFiles(): string[] {
  const folder = path.join(t.config.uploadDir, 'site');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

async function removeAll() {
  const photos = await storedPhotos();
  for (const place of ['hero', 'bridal'] as const) {
    for (const photo of photos[place]) expect((await remove({ place, id: photo.id })).status).toBe(200);
  }
}

describe('POST /api/settings/photos/add', () => {
  it('is the admin’s: a guest gets 401, a customer and staff 403, and nothing is stored', async () => {
    const image = await photoFile();
    const fields = { place: 'hero', alt: 'Our styling floor' };
    expect((await add(fields, image, null)).status).toBe(401);
    expect((await add(fields, image, tokens.customer)).status).toBe(403);
    expect((await add(fields, image, tokens.staff)).status).toBe(403);
    expect(await storedPhotos()).toEqual({ hero: [], bridal: [] });
    expect(storedFiles()).toEqual([]);
  });

  it('stores the admin’s photo square as WebP at 480, 960 and 1440 px, shown with the settings at once', async () => {
    const answer = await add(
      { place: 'hero', alt: '  A bride in red and gold  ', altHi: 'लाल और सुनहरे में दुल्हन' },
      await photoFile(),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe(SITE_PHOTO_MESSAGES.added);
    const [photo] = answer.body.data.hero;
    expect(photo).toMatchObject({ alt: 'A bride in red and gold', altHi: 'लाल और सुनहरे में दुल्हन' });
    expect(photo!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(photo!.files.map(({ width, height }) => [width, height])).toEqual([
      [480, 480],
      [960, 960],
      [1440, 1440],
    ]);
    for (const file of photo!.files) {
      expect(file.path).toBe(`uploads/site/${photo!.id}-${file.width}.webp`);
      const stored = fs.readFileSync(path.join(t.config.uploadDir, file.path.slice('uploads/'.length)));
      expect(stored.subarray(8, 12).toString('ascii')).toBe('WEBP');
      // Served as a file to anyone, as the other uploads are.
      expect((await t.call('GET', `/${file.path}`)).status).toBe(200);
    }
    expect((await storedPhotos()).hero).toEqual([photo]);
    await removeAll();
  });

  it('stores a photo narrower than every width once, at its own size', async () => {
    const answer = await add({ place: 'bridal', alt: 'Mehndi' }, await photoFile(400, 300));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.bridal[0]!.files.map((file) => file.width)).toEqual([300]);
    await removeAll();
  });

  it('asks for a photo, a description and a place, in clear words, storing nothing', async () => {
    const image = await photoFile(600, 600);
    const refusals: [Record<string, string>, typeof image | undefined, string, string][] = [
      [{ place: 'hero', alt: 'Salon' }, undefined, 'image', SITE_PHOTO_MESSAGES.imageRequired],
      [{ place: 'hero', alt: '   ' }, image, 'alt', SITE_PHOTO_MESSAGES.alt],
      [{ place: 'hero' }, image, 'alt', SITE_PHOTO_MESSAGES.alt],
      [{ place: 'footer', alt: 'Salon' }, image, 'place', SITE_PHOTO_MESSAGES.place],
      [{ place: 'x'.repeat(5000), alt: 'Salon' }, image, 'place', SITE_PHOTO_MESSAGES.place],
      [{ alt: 'Salon' }, image, 'place', SITE_PHOTO_MESSAGES.place],
    ];
    for (const [fields, file, field, message] of refusals) {
      const answer = await add(fields, file);
      expect(answer.status, JSON.stringify(fields)).toBe(422);
      expect((answer.body.error as Record<string, string[]>)[field], JSON.stringify(fields)).toEqual([message]);
    }
    const long = await add({ place: 'hero', alt: 'a'.repeat(121) }, image);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.error)).toEqual(['alt']);
    // A file under another name is refused before it is read.
    const stranger = await t.call<ErrorBody>('POST', '/api/settings/photos/add', {
      token: tokens.admin,
      form: formOf({ place: 'hero', alt: 'Salon' }, { picture: image }),
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.message).toBe(UPLOAD_MESSAGES.noFileHere);
    expect(await storedPhotos()).toEqual({ hero: [], bridal: [] });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP picture, or is over 5 MB, with 422 and nothing stored', async () => {
    const jpeg = await pictureOf('jpeg', 800, 600);
    const hostile: [string, Buffer, string][] = [
      ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg'],
      ['a GIF', await pictureOf('gif', 50, 50), 'x.gif'],
      ['HTML named .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg'],
      ['a zero-byte file', Buffer.alloc(0), 'empty.png'],
      ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg'],
      ['a picture of 49 megapixels', await pictureOf('png', 7000, 7000), 'huge.png'],
    ];
    for (const [label, content, name] of hostile) {
      const answer = await add({ place: 'bridal', alt: 'Hostile' }, { content, name, type: 'image/jpeg' });
      expect(answer.status, label).toBe(422);
      expect(answer.body.error, label).toEqual({ image: [SITE_PHOTO_MESSAGES.imageInvalid] });
    }
    const tooBig = await add(
      { place: 'bridal', alt: 'Too big' },
      { content: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'big.jpg', type: 'image/jpeg' },
    );
    expect(tooBig.status).toBe(422);
    expect(await storedPhotos()).toEqual({ hero: [], bridal: [] });
    expect(storedFiles()).toEqual([]);
  });

  it(`holds at most ${PHOTOS_MAX.hero} hero photos, also when more arrive at once`, async () => {
    const image = await photoFile(500, 500);
    const answers = await Promise.all(
      Array.from({ length: PHOTOS_MAX.hero + 3 }, (_, index) => add({ place: 'hero', alt: `Slide ${index}` }, image)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PHOTOS_MAX.hero);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBeOneOf([422, 503]);
      if (answer.status === 422) {
        expect(answer.body.error).toEqual({ place: [SITE_PHOTO_MESSAGES.full(PHOTOS_MAX.hero)] });
      }
    }
    const photos = await storedPhotos();
    expect(photos.hero).toHaveLength(PHOTOS_MAX.hero);
    // Only the stored photos' files are left.
    expect(storedFiles()).toEqual(
      photos.hero.flatMap((photo) => photo.files.map((file) => path.basename(file.path))).sort(),
    );
    const more = await add({ place: 'hero', alt: 'One more' }, image);
    expect(more.status).toBe(422);
    expect(more.body.message).toBe(SITE_PHOTO_MESSAGES.full(PHOTOS_MAX.hero));
    await removeAll();
    expect(storedFiles()).toEqual([]);
  });
});

describe('POST /api/settings/photos/remove and /move', () => {
  async function threeBridal(): Promise<string[]> {
    const image = await photoFile(500, 500);
    for (const alt of ['First', 'Second', 'Third']) {
      expect((await add({ place: 'bridal', alt }, image)).status).toBe(200);
    }
    return (await storedPhotos()).bridal.map((photo) => photo.id);
  }

  it('are the admin’s: a guest gets 401, a customer and staff 403, and nothing changes', async () => {
    const ids = await threeBridal();
    for (const call of [remove, move]) {
      const json = { place: 'bridal', id: ids[0], to: 2 };
      expect((await call(json, null)).status).toBe(401);
      expect((await call(json, tokens.customer)).status).toBe(403);
      expect((await call(json, tokens.staff)).status).toBe(403);
    }
    expect((await storedPhotos()).bridal.map((photo) => photo.id)).toEqual(ids);
    await removeAll();
  });

  it('move a photo to another position, the others keeping their order', async () => {
    const [first, second, third] = await threeBridal();
    const moved = await move({ place: 'bridal', id: first, to: 2 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.message).toBe(SITE_PHOTO_MESSAGES.moved);
    expect(moved.body.data.bridal.map((photo) => photo.id)).toEqual([second, third, first]);
    expect((await move({ place: 'bridal', id: first, to: '0' })).body.data.bridal.map((p) => p.id)).toEqual([
      first,
      second,
      third,
    ]);
    for (const [json, field, message] of [
      [{ place: 'bridal', id: first, to: 3 }, 'to', SITE_PHOTO_MESSAGES.position],
      [{ place: 'bridal', id: first, to: -1 }, 'to', SITE_PHOTO_MESSAGES.position],
      [{ place: 'bridal', id: first, to: 1.5 }, 'to', SITE_PHOTO_MESSAGES.position],
      [{ place: 'bridal', id: first, to: '9'.repeat(400) }, 'to', SITE_PHOTO_MESSAGES.position],
      [{ place: 'hero', id: first, to: 0 }, 'id', SITE_PHOTO_MESSAGES.notFound],
    ] as const) {
      const answer = await move(json);
      expect(answer.status, JSON.stringify(json)).toBeOneOf([404, 422]);
      expect(answer.body.error, JSON.stringify(json)).toEqual({ [field]: [message] });
    }
    expect((await storedPhotos()).bridal.map((photo) => photo.id)).toEqual([first, second, third]);
    await removeAll();
  });

  it('remove a photo and its files; an unknown or odd id is 404 or 422 and removes nothing', async () => {
    const [first, second, third] = await threeBridal();
    const files = storedFiles();
    const removed = await remove({ place: 'bridal', id: second });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(SITE_PHOTO_MESSAGES.removed);
    expect(removed.body.data.bridal.map((photo) => photo.id)).toEqual([first, third]);
    expect(storedFiles()).toEqual(files.filter((file) => !file.startsWith(second!)));

    const again = await remove({ place: 'bridal', id: second });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(SITE_PHOTO_MESSAGES.notFound);
    for (const id of ['../../etc/passwd', 'f'.repeat(10_000), 42, null]) {
      expect((await remove({ place: 'bridal', id })).status, String(id)).toBe(422);
    }
    expect((await storedPhotos()).bridal.map((photo) => photo.id)).toEqual([first, third]);
    await removeAll();
    expect(storedFiles()).toEqual([]);
  });

  it('are never written by the settings form: a save keeps the photos, and a sent copy is ignored', async () => {
    const ids = await threeBridal();
    const { data } = (await t.call<{ data: Record<string, unknown> }>('GET', '/api/settings')).body;
    const { timeZone: _zone, ...form } = data;
    const saved = await t.call('POST', '/api/settings/update', {
      token: tokens.admin,
      json: { ...form, photos: { hero: [], bridal: [] } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await storedPhotos()).bridal.map((photo) => photo.id)).toEqual(ids);
    await removeAll();
  });
});

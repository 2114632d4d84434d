/**
 * The admin's offers (docs/product.md#offers-admin, #validation-offer, #api-offers, #errors-back-office), on SQLite and
 * PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { OFFER_MESSAGES } from '@shared/offers-admin.schemas';
import { pictureOf } from '@server/test/images';
import { formOf } from '@server/test/test-app';
import type { ErrorBody, SavedBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { countRows } from '@server/test/row-count';

const { t, tokens } = testAppForFile(['admin', 'staff', 'customer']);

const storedFile = (img: string) => path.join(t.config.uploadDir, img.slice('uploads/'.length));
const storedOfferFiles = () => {
  const dir = path.join(t.config.uploadDir, 'offers');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const countOffers = () => countRows(t, 'offers');
const png = async () => ({ content: await pictureOf('png', 1600, 1200), name: 'offer.png', type: 'image/png' });

async function add(fields: Record<string, string | number>, withImage = true) {
  return t.call<SavedBody<Offer>>('POST', '/api/offer/add', {
    token: tokens.admin,
    form: formOf(fields, withImage ? { image: await png() } : {}),
  });
}
async function publicOffers() {
  return (await t.call<{ data: Offer[] }>('GET', '/api/offer/offers')).body.data;
}
async function adminOffers() {
  return (await t.call<{ data: Offer[] }>('GET', '/api/offer/list', { token: tokens.admin })).body.data;
}

describe('GET /api/offer/list', () => {
  it('lists every offer, disabled ones too, in sort order', async () => {
    await add({ name: 'Hidden Offer', sort: -50, expiry: '', status: 0 }, false);
    const list = await adminOffers();
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((offer) => offer.status === 0 && offer.name === 'Hidden Offer')).toBe(true);
    const sorts = list.map((offer) => offer.sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
  });

  it.each([
    ['staff', () => tokens.staff],
    ['a customer', () => tokens.customer],
  ])('refuses %s with 403 on every admin route', async (_label, token) => {
    for (const [method, route] of [
      ['GET', '/api/offer/list'],
      ['POST', '/api/offer/add'],
      ['POST', '/api/offer/edit'],
      ['GET', '/api/offer/delete?id=1'],
    ] as const) {
      const answer = await t.call(method, route, {
        token: token(),
        ...(method === 'POST' ? { form: formOf({ id: 1, name: 'X', status: 1 }) } : {}),
      });
      expect(answer.status, `${method} ${route}`).toBe(403);
    }
  });

  it('answers a guest 401', async () => {
    expect((await t.call('GET', '/api/offer/list')).status).toBe(401);
  });
});

describe('POST /api/offer/add', () => {
  it('adds an offer with a picture re-encoded to WebP, stored and served, and answers the toast text', async () => {
    const answer = await add({ name: '  Diwali Glow  ', sort: 3, expiry: '2099-12-31', status: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Offer has been added!');
    expect(answer.body.data).toMatchObject({ name: 'Diwali Glow', sort: 3, expiry: '2099-12-31', status: 1 });
    expect(answer.body.data.img).toMatch(/^uploads\/offers\/[0-9a-f]{32}\.webp$/);
    expect(fs.existsSync(storedFile(answer.body.data.img))).toBe(true);
    const file = await fetch(`${t.url}/${answer.body.data.img}`);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect((await publicOffers()).map((offer) => offer.id)).toContain(answer.body.data.id);
  });

  it('stores no expiry as the zero date and blank sorting as 0; an image is optional', async () => {
    const answer = await add({ name: 'Forever', sort: '', expiry: '', status: 1 }, false);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ expiry: '0000-00-00', sort: 0, img: '' });
    const zero = await add({ name: 'Zero date', expiry: '0000-00-00', status: 1 }, false);
    expect(zero.body.data.expiry).toBe('0000-00-00');
  });

  it('keeps an optional Hindi name (none without one), answered to the public too, and bounds it', async () => {
    const plain = await add({ name: 'Only English', status: 1 }, false);
    expect(plain.body.data.name_hi).toBe('');
    const hindi = await add({ name: 'Festive Glow', name_hi: 'फ़ेस्टिव ग्लो', status: 1 }, false);
    expect(hindi.body.data.name_hi).toBe('फ़ेस्टिव ग्लो');
    const publicList = await t.call<{ data: { id: number; name_hi: string }[] }>('GET', '/api/offer/offers');
    expect(publicList.body.data.find((offer) => offer.id === hindi.body.data.id)?.name_hi).toBe('फ़ेस्टिव ग्लो');
    const before = await countOffers();
    const tooLong = await t.call<ErrorBody>('POST', '/api/offer/add', {
      token: tokens.admin,
      form: formOf({ name: 'Long', name_hi: 'ग'.repeat(192), status: 1 }),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toEqual({ name_hi: ['At most 191 characters.'] });
    expect(await countOffers()).toBe(before);
  });

  it.each([
    ['no name', { status: 1 }, { name: [OFFER_MESSAGES.nameRequired] }],
    ['a blank name', { name: '   ', status: 1 }, { name: [OFFER_MESSAGES.nameRequired] }],
    ['no status', { name: 'Offer' }, { status: [OFFER_MESSAGES.statusRequired] }],
    ['a blank status', { name: 'Offer', status: '' }, { status: [OFFER_MESSAGES.statusRequired] }],
    ['status 2', { name: 'Offer', status: 2 }, { status: [OFFER_MESSAGES.statusRequired] }],
    [
      'sorting that is not a number',
      { name: 'Offer', status: 1, sort: 'first' },
      { sort: [OFFER_MESSAGES.sortInvalid] },
    ],
    [
      'a made-up expiry',
      { name: 'Offer', status: 1, expiry: '2026-02-30' },
      { expiry: [OFFER_MESSAGES.expiryInvalid] },
    ],
    [
      'an expiry that is not a date',
      { name: 'Offer', status: 1, expiry: 'soon' },
      { expiry: [OFFER_MESSAGES.expiryInvalid] },
    ],
  ])('refuses %s with 422 and its message', async (_label, fields, errors) => {
    const before = await countOffers();
    const answer = await t.call<ErrorBody>('POST', '/api/offer/add', { token: tokens.admin, form: formOf(fields) });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(errors);
    expect(await countOffers()).toBe(before);
  });

  it('names both required fields when both are missing', async () => {
    const answer = await t.call<ErrorBody>('POST', '/api/offer/add', { token: tokens.admin, form: formOf({}) });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      name: [OFFER_MESSAGES.nameRequired],
      status: [OFFER_MESSAGES.statusRequired],
    });
  });

  it.each([
    ['a text file named .png', Buffer.from('not a picture at all'), 'x.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
    ['a GIF', null, 'x.gif'],
  ])('refuses %s with 422 and stores nothing', async (_label, content, name) => {
    const before = await countOffers();
    const files = storedOfferFiles();
    const answer = await t.call<ErrorBody>('POST', '/api/offer/add', {
      token: tokens.admin,
      form: formOf(
        { name: 'Bad picture', status: 1 },
        { image: { content: content ?? (await pictureOf('gif')), name, type: 'image/png' } },
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ image: [OFFER_MESSAGES.imageInvalid] });
    expect(await countOffers()).toBe(before);
    expect(storedOfferFiles()).toEqual(files);
  });
});

describe('POST /api/offer/edit', () => {
  it('keeps the picture when none is sent', async () => {
    const { data: offer } = (await add({ name: 'Keep me', sort: 1, status: 1 })).body;
    const answer = await t.call<SavedBody<Offer>>('POST', '/api/offer/edit', {
      token: tokens.admin,
      form: formOf({ id: offer.id, name: 'Kept', sort: 7, expiry: '2099-01-01', status: 1 }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Offer has been Updated!');
    expect(answer.body.data).toEqual({ ...offer, name: 'Kept', sort: 7, expiry: '2099-01-01' });
    expect(fs.existsSync(storedFile(offer.img))).toBe(true);
  });

  it('replaces the picture when one is sent and removes the old file', async () => {
    const { data: offer } = (await add({ name: 'Replace me', status: 1 })).body;
    const answer = await t.call<SavedBody<Offer>>('POST', '/api/offer/edit', {
      token: tokens.admin,
      form: formOf(
        { id: offer.id, name: 'Replaced', status: 1 },
        { image: { content: await pictureOf('jpeg', 400, 300), name: 'new.jpg', type: 'image/jpeg' } },
      ),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.img).toMatch(/^uploads\/offers\/[0-9a-f]{32}\.webp$/);
    expect(answer.body.data.img).not.toBe(offer.img);
    expect(fs.existsSync(storedFile(answer.body.data.img))).toBe(true);
    expect(fs.existsSync(storedFile(offer.img))).toBe(false);
  });

  it('keeps the old picture and the row when the new picture is refused', async () => {
    const { data: offer } = (await add({ name: 'Stay', status: 1 })).body;
    const answer = await t.call<ErrorBody>('POST', '/api/offer/edit', {
      token: tokens.admin,
      form: formOf(
        { id: offer.id, name: 'Changed', status: 1 },
        { image: { content: Buffer.from('nope'), name: 'x.jpg', type: 'image/jpeg' } },
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ image: [OFFER_MESSAGES.imageInvalid] });
    expect((await adminOffers()).find((row) => row.id === offer.id)).toEqual(offer);
    expect(fs.existsSync(storedFile(offer.img))).toBe(true);
  });

  it('takes a disabled offer off the public list at once', async () => {
    const { data: offer } = (await add({ name: 'Soon hidden', status: 1 }, false)).body;
    expect((await publicOffers()).map((row) => row.id)).toContain(offer.id);
    const answer = await t.call('POST', '/api/offer/edit', {
      token: tokens.admin,
      form: formOf({ id: offer.id, name: 'Soon hidden', status: 0 }),
    });
    expect(answer.status).toBe(200);
    expect((await publicOffers()).map((row) => row.id)).not.toContain(offer.id);
    expect((await adminOffers()).find((row) => row.id === offer.id)?.status).toBe(0);
  });

  it('validates like add, and answers 404 for an unknown offer', async () => {
    const invalid = await t.call<ErrorBody>('POST', '/api/offer/edit', {
      token: tokens.admin,
      form: formOf({ id: 1, name: '', status: '' }),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toEqual({
      name: [OFFER_MESSAGES.nameRequired],
      status: [OFFER_MESSAGES.statusRequired],
    });
    const missing = await t.call<ErrorBody>('POST', '/api/offer/edit', {
      token: tokens.admin,
      form: formOf({ id: 999_999, name: 'Ghost', status: 1 }),
    });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/offer/delete', () => {
  it('removes the row and its stored file', async () => {
    const { data: offer } = (await add({ name: 'Delete me', status: 1 })).body;
    const answer = await t.call<{ message: string }>('GET', `/api/offer/delete?id=${offer.id}`, {
      token: tokens.admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Offer has been Deleted!');
    expect(fs.existsSync(storedFile(offer.img))).toBe(false);
    expect((await adminOffers()).map((row) => row.id)).not.toContain(offer.id);
    expect((await publicOffers()).map((row) => row.id)).not.toContain(offer.id);
    const again = await t.call('GET', `/api/offer/delete?id=${offer.id}`, { token: tokens.admin });
    expect(again.status).toBe(404);
  });

  it('refuses a missing or malformed id with 422', async () => {
    expect((await t.call('GET', '/api/offer/delete', { token: tokens.admin })).status).toBe(422);
    expect((await t.call('GET', '/api/offer/delete?id=abc', { token: tokens.admin })).status).toBe(422);
  });
});

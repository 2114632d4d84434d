import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@shared/catalogue';
import type { Category, Offer, Service } from '@shared/catalogue.schemas';
import { testAppForFile } from '@server/test/app-per-file';

const { t, tokens } = testAppForFile(['staff', 'customer']);
beforeAll(async () => {
  // One service switched off, and one with letters that are LIKE wildcards.
  await t.context.db.updateTable('services').set({ status: 0 }).where('name', '=', 'Gold Facial').execute();
  await t.context.db.updateTable('services').set({ name: 'Clean_Up 100%' }).where('name', '=', 'Clean-Up').execute();
});

type List<T> = { data: T[] };
const services = async (query = '', token?: string) => {
  const answer = await t.call<List<Service>>('POST', `/api/expense/services${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const names = (list: Service[]) => list.map((service) => service.name);

describe('POST /api/expense/categories', () => {
  it('lists every category with id, name, slug and image, the catch-all as id 14', async () => {
    const answer = await t.call<List<Category>>('POST', '/api/expense/categories');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c) => c.slug)).toEqual(CATEGORY_SLUGS);
    expect(answer.body.data.find((c) => c.slug === 'all')?.id).toBe(14);
    expect(answer.body.data[0]).toEqual({
      id: 1,
      name: 'Bridal Makeup',
      slug: 'bridal-makeup',
      image: 'images/categories/bridal-makeup.svg',
    });
  });
});

describe('POST /api/expense/services', () => {
  it('lists enabled services in sorting order with rupee prices', async () => {
    const list = await services();
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(names(list)).not.toContain('Gold Facial');
    const sortings = list.map((service) => service.sorting);
    expect(sortings).toEqual([...sortings].sort((a, b) => a - b));
    expect(list.find((s) => s.name === 'Airbrush Bridal Makeup')).toMatchObject({
      price: 9999,
      discount: 1000,
      category_id: '1,11',
      status: 1,
    });
  });

  it('filters by a category id among several, and lists everything for the all category (14)', async () => {
    const facial = await services('?cat_id=3');
    expect(facial.length).toBeGreaterThan(3);
    expect(facial.every((s) => s.category_id.split(',').includes('3'))).toBe(true);
    const men = names(await services('?cat_id=10'));
    expect(men).toContain('Hydra Facial');
    expect(men).not.toContain('Fruit Facial');
    // Category 1 must not match 11 or 10 by accident.
    const bridal = await services('?cat_id=1');
    expect(bridal.every((s) => s.category_id.split(',').includes('1'))).toBe(true);
    expect((await services('?cat_id=14')).length).toBe((await services()).length);
  });

  it('searches by name, case-insensitively, with % and _ as plain letters', async () => {
    expect(names(await services('?search=HYDRA'))).toEqual(['Hydra Facial']);
    expect(names(await services('?search=clean_up%20100%25'))).toEqual(['Clean_Up 100%']);
    expect(await services('?search=%25')).toHaveLength(1);
    expect(await services('?search=_')).toHaveLength(1);
    expect(await services('?search=no%20such%20service')).toEqual([]);
    expect(names(await services('?search=wax&cat_id=6'))).toContain('Full Arms Waxing');
  });

  it('shows disabled services only to staff and admin who ask with staff=1', async () => {
    expect(names(await services('?staff=1'))).not.toContain('Gold Facial');
    expect(names(await services('?staff=1', tokens.customer))).not.toContain('Gold Facial');
    expect(names(await services('', tokens.staff))).not.toContain('Gold Facial');
    expect(names(await services('?staff=1', tokens.staff))).toContain('Gold Facial');
  });

  it.each([['?cat_id=abc'], ['?cat_id=-3'], ['?staff=maybe'], [`?search=${'x'.repeat(300)}`]])(
    'refuses %s with 422',
    async (query) => {
      const answer = await t.call('POST', `/api/expense/services${query}`);
      expect(answer.status).toBe(422);
    },
  );
});

describe('POST /api/expense/culy_services', () => {
  it('lists every enabled service for the booking form', async () => {
    const answer = await t.call<List<Service>>('POST', '/api/expense/culy_services');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBe((await services()).length);
  });
});

describe('GET /api/offer/offers', () => {
  it('lists enabled offers by sort, with the demo expiries (today, 3 days, 30 days, none)', async () => {
    await t.context.db
      .insertInto('offers')
      .values({ name: 'Hidden', img: '', sort: 0, expiry: null, status: 0, created_at: '', updated_at: '' })
      .execute();
    const answer = await t.call<List<Offer>>('GET', '/api/offer/offers');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((o) => o.name)).not.toContain('Hidden');
    expect(answer.body.data.map((o) => o.sort)).toEqual([1, 2, 3, 4]);
    expect(answer.body.data[3]!.expiry).toBe('0000-00-00');
    const days = answer.body.data
      .slice(0, 3)
      .map((o) => Math.round((Date.parse(o.expiry) - Date.parse(answer.body.data[0]!.expiry)) / 86_400_000));
    expect(days).toEqual([0, 3, 30]);
  });
});

describe('ready answers of the public lists', () => {
  // node:http sends only the headers given, so both encodings can be asked for exactly.
  const raw = (method: string, route: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${t.url}${route}`, {
        method,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  it('are gzipped for a client that takes gzip, and the same JSON as plain bytes for one that does not', async () => {
    const routes = [
      ['POST', '/api/expense/services?cat_id=3'],
      ['POST', '/api/expense/culy_services'],
      ['GET', '/api/offer/offers'],
    ] as const;
    for (const [method, route] of routes) {
      const plain = await raw(method, route);
      const zipped = await raw(method, route, 'gzip, deflate, br');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
      expect(JSON.parse(plain.body.toString())).toHaveProperty('data');
    }
  });
});

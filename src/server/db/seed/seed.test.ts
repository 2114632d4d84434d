import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { startTestApp, usesPostgres } from '../../test/test-app';

describe('SEED_DEMO=false', () => {
  it('gives an empty database only the admin of ADMIN_PHONE / ADMIN_PASSWORD, plus the reference data', async () => {
    const t = await startTestApp({ SEED_DEMO: 'false', ADMIN_PHONE: '9812300000', ADMIN_PASSWORD: 'Owner@2026' });
    try {
      const users = await t.context.db.selectFrom('users').select(['phone', 'user_type']).execute();
      expect(users).toEqual([{ phone: '9812300000', user_type: 1 }]);
      expect(
        (await t.call('POST', '/api/login', { json: { phone: '9812300000', password: 'Owner@2026' } })).status,
      ).toBe(200);
      expect(
        (await t.call('POST', '/api/login', { json: { phone: '9999900001', password: 'Admin@123' } })).status,
      ).toBe(401);
      const services = await t.context.db.selectFrom('services').select('id').execute();
      expect(services).toHaveLength(0);
      const slugs = (await t.context.db.selectFrom('categories').select(['id', 'slug']).execute()).map(
        (c) => `${c.id}:${c.slug}`,
      );
      expect(slugs).toContain('14:all');
      expect(slugs).toContain('1:bridal-makeup');
    } finally {
      await t.close();
    }
  });
});

describe('the demo seed', () => {
  it('has about 40 enabled services priced as the marketing copy says', async () => {
    const t = await startTestApp();
    try {
      const services = await t.context.db.selectFrom('services').selectAll().execute();
      expect(services.length).toBeGreaterThanOrEqual(40);
      const cheapestIn = (categoryId: number) =>
        Math.min(
          ...services.filter((s) => s.category_id.split(',').includes(String(categoryId))).map((s) => s.price_paise),
        ) / 100;
      expect(cheapestIn(1)).toBe(5999); // bridal from 5999
      expect(cheapestIn(2)).toBe(1500); // nails from 1500
      expect(cheapestIn(4)).toBe(599); // hair care from 599
      expect(cheapestIn(5)).toBe(699); // body spa from 699
      const price = (name: string) => services.find((s) => s.name === name)!.price_paise / 100;
      expect([
        price('Hydra Facial'),
        price('Hair Smoothening'),
        price('Cysteine Treatment'),
        price('Party Makeup'),
      ]).toEqual([2500, 2500, 4999, 1500]);
      // Seeding again on a database that has users does nothing.
      const again = await t.context.db.selectFrom('users').select('id').execute();
      expect(again).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(usesPostgres())('several processes on one new PostgreSQL database', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL!;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('migrate and seed once when they start together', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-multi-'));
    const start = async () => {
      const config = loadConfig({
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        PASSWORD_HASH_COST: '12',
        WEB_DIR: path.join(dir, 'web'),
      });
      config.database = { kind: 'postgres', url, schema };
      return buildApp(config);
    };
    const built = await Promise.all([start(), start(), start()]);
    try {
      const users = await built[0]!.context.db.selectFrom('users').select('phone').execute();
      expect(users).toHaveLength(5);
      const categories = await built[1]!.context.db.selectFrom('categories').select('id').execute();
      expect(categories).toHaveLength(12);
    } finally {
      await Promise.all(built.map(({ app }) => app.close()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

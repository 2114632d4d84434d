/**
 * npm run backup / restore on SQLite (issue 8 item 11): the backup script runs as its own process while orders
 * and cash-book entries are written over HTTP, and the copy must be one consistent moment of the source.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import { loadConfig } from '@server/config';
import { firstActiveService, userIdByPhone } from '@server/test/demo-rows';
import { DEMO, formOf, startTestApp, usesPostgres, type TestApp } from '@server/test/test-app';
import { BackupError, restoreDatabase } from './backup';
import type { Db } from './database';

const run = promisify(execFile);
let scratch: string;
let backupFile: string;

/** Runs scripts/<name> as npm run backup / restore does, with the given DATA_DIR. */
const runScript = (name: string, args: string[], dataDir: string) => {
  const { UPLOAD_DIR: _uploads, ...environment } = process.env;
  return run(process.execPath, ['--import', 'tsx', path.join('scripts', name), ...args], {
    env: { ...environment, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
};

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const answer = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(answer.rows[0]!.n);
  }
  return counts;
}

/** Sums over the orders up to `maxId`: what the source held when the backup's last order was its last. */
async function orderBalances(db: Db, maxId: number) {
  return db
    .selectFrom('orders')
    .where('id', '<=', maxId)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('total_paise'), eb.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('cash_paise'), eb.lit(0)).as('cash'),
      eb.fn.coalesce(eb.fn.sum<number>('online_paise'), eb.lit(0)).as('online'),
    ])
    .executeTakeFirstOrThrow();
}

const maxId = async (db: Db, table: 'orders' | 'expenses') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  );

describe.skipIf(usesPostgres())('backup and restore (SQLite)', () => {
  let source: TestApp;
  let restored: TestApp | undefined;

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-backup-test-'));
    backupFile = path.join(scratch, 'copy.db');
    source = await startTestApp();
  });
  afterAll(async () => {
    await source?.close();
    await restored?.close();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('copies one consistent moment while orders and cash-book entries are written, and restore brings it back', async () => {
    const staff = await source.login(DEMO.staff);
    const staffId = (await source.call<{ user: { id: number } }>('GET', '/api/user/details', { token: staff })).body
      .user.id;
    const customerId = await userIdByPhone(source.context.db, DEMO.customer.phone);
    const service = await firstActiveService(source.context.db);
    const photo = path.join(source.config.uploadDir, 'profile', 'kept.webp');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.writeFileSync(photo, 'a stored picture');

    const acknowledged = { orders: 0, expenses: 0 };
    let isWriting = true;
    const zone = source.config.timeZone;
    const { price } = service;
    const orderWorker = async () => {
      while (isWriting) {
        const data = {
          services: [
            {
              services: { id: service.id, name: 'x' },
              staff: [{ id: staffId, name: 'x' }],
              price,
              qty: 1,
              discount: 0,
              total: price,
            },
          ],
          products: [],
        };
        const answer = await source.call('POST', '/api/order/create_order', {
          token: staff,
          form: formOf({
            data: JSON.stringify(data),
            bill_date: `${salonToday(zone)} ${salonTimeOfDay(zone)}`,
            cash: 1,
            online: 2,
            cust_id: customerId,
            total_amount: price,
            services: String(service.id),
            staff: String(staffId),
          }),
        });
        expect(answer.status, answer.text).toBe(200);
        acknowledged.orders += 1;
      }
    };
    const expenseWorker = async () => {
      while (isWriting) {
        const last = (
          await source.call<{ closing: number; date: string; id: number }>('POST', '/api/expense/lastExpense', {
            token: staff,
          })
        ).body;
        const answer = await source.call('POST', '/api/expense/add', {
          token: staff,
          json: {
            // Today: the demo's book ends yesterday, which may be one of its holidays (no entry can join those).
            date: salonToday(zone),
            total: 100,
            cash: 10,
            online: 20,
            expense: 5,
            closing: last.closing + 65,
            last_id: last.id,
          },
        });
        expect(answer.status, answer.text).toBe(200);
        acknowledged.expenses += 1;
      }
    };
    const workers = Promise.all([orderWorker(), orderWorker(), expenseWorker()]);
    const waitFor = async (orders: number) => {
      while (acknowledged.orders < orders) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    let atStart: Record<string, number>;
    try {
      await waitFor(5);
      atStart = await rowCounts(source.context.db);
      const ordersBefore = acknowledged.orders;
      await runScript('backup.ts', [backupFile], source.config.dataDir);
      // The load went on during the backup and after it.
      expect(acknowledged.orders).toBeGreaterThan(ordersBefore);
      await waitFor(acknowledged.orders + 5);
    } finally {
      isWriting = false;
      await workers;
    }
    const atEnd = await rowCounts(source.context.db);

    const freshDir = path.join(scratch, 'fresh');
    await runScript('restore.ts', [backupFile], freshDir);
    restored = await startTestApp({ DATA_DIR: freshDir });
    const copy = restored.context.db;
    const copied = await rowCounts(copy);

    // Between the moment the backup began and the end of the load, table by table.
    expect(Object.keys(copied)).toEqual(Object.keys(atEnd));
    for (const table of Object.keys(atEnd)) {
      expect(copied[table], table).toBeGreaterThanOrEqual(atStart[table]!);
      expect(copied[table], table).toBeLessThanOrEqual(atEnd[table]!);
    }
    // One moment: the copy holds exactly the source's orders up to its last one, with the same money.
    const lastOrder = await maxId(copy, 'orders');
    expect(await orderBalances(copy, lastOrder)).toEqual(await orderBalances(source.context.db, lastOrder));
    expect(copied.orders).toBe((await orderBalances(source.context.db, lastOrder)).count);
    // Every order came whole: its payments add up to its cash and online, and its lines are there.
    const torn = await copy
      .selectFrom('orders')
      .leftJoin('order_payments', 'order_payments.order_id', 'orders.id')
      .groupBy(['orders.id', 'orders.cash_paise', 'orders.online_paise'])
      .having((eb) =>
        eb.or([
          eb(eb.fn.coalesce(eb.fn.sum('order_payments.cash_paise'), eb.lit(0)), '!=', eb.ref('orders.cash_paise')),
          eb(eb.fn.coalesce(eb.fn.sum('order_payments.online_paise'), eb.lit(0)), '!=', eb.ref('orders.online_paise')),
        ]),
      )
      .select('orders.id')
      .execute();
    expect(torn).toEqual([]);
    const withoutLines = await copy
      .selectFrom('orders')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('order_services').whereRef('order_services.order_id', '=', 'orders.id').select('order_id')),
        ),
      )
      .select('id')
      .execute();
    expect(withoutLines).toEqual([]);
    // The cash book: the same entries up to the copy's last one, and the restored app answers its closing.
    const lastEntry = await maxId(copy, 'expenses');
    const entries = (db: Db) =>
      db.selectFrom('expenses').where('id', '<=', lastEntry).select(['id', 'closing_paise']).orderBy('id').execute();
    expect(await entries(copy)).toEqual(await entries(source.context.db));
    const sourceClosing = (await entries(source.context.db)).at(-1)!.closing_paise;
    const answer = await restored.call<{ closing: number; id: number }>('POST', '/api/expense/lastExpense', {
      token: await restored.login(DEMO.staff),
    });
    expect(answer.body).toMatchObject({ closing: sourceClosing / 100, id: lastEntry });
    // The uploads came along.
    expect(fs.readFileSync(path.join(restored.config.uploadDir, 'profile', 'kept.webp'), 'utf8')).toBe(
      'a stored picture',
    );
  });

  it('refuses a file that is not SQLite, a corrupt one and another program’s database, leaving the current one as it was', async () => {
    const dir = path.join(scratch, 'current');
    const config = loadConfig({ DATA_DIR: dir });
    restoreDatabase(config, backupFile);
    const fingerprint = () =>
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, 'salon.db')))
        .digest('hex');
    const before = fingerprint();

    const text = path.join(scratch, 'notes.db');
    fs.writeFileSync(text, 'these are not the pages of a database\n'.repeat(200));
    const corrupt = path.join(scratch, 'corrupt.db');
    const pages = fs.readFileSync(backupFile);
    // The header page stays whole (the file opens), the tables' pages become noise.
    pages.fill(0xa5, 4096 * 2, pages.length - 100);
    fs.writeFileSync(corrupt, pages);
    const foreign = path.join(scratch, 'foreign.db');
    const { default: SQLite } = await import('better-sqlite3');
    const other = new SQLite(foreign);
    other.exec('create table notes (id integer primary key, body text); insert into notes (body) values (1);');
    other.close();

    for (const file of [text, corrupt, foreign]) {
      expect(() => restoreDatabase(config, file), file).toThrow(BackupError);
      expect(fingerprint(), file).toBe(before);
    }
    await expect(runScript('restore.ts', [corrupt], dir)).rejects.toMatchObject({
      stderr: expect.stringContaining('corrupt.db'),
    });
    expect(fingerprint()).toBe(before);
    expect(fs.readdirSync(dir).filter((name) => name.includes('restoring'))).toEqual([]);
  });
});

/**
 * How long the first start spends seeding an empty database (seedEmptyDatabase, after the migrations): each run on
 * a new SQLite file, and on a new PostgreSQL schema when a URL is given. Prints the median and the slowest of the
 * runs, in ms, with SEED_DEMO on (the default) and off, and writes them into docs/quality.md.
 *
 * Usage: node --import tsx scripts/seed-timing.ts [--runs 5] [--hash-cost 13] [--database-url postgres://…]
 * Password hashing is most of it at the default cost; --hash-cost 10 (the lowest setting) leaves the writes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrations';
import { seedEmptyDatabase } from '@server/db/seed';
import { runContext, writeQualitySection } from './quality-doc';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(argument('--runs') ?? 5);
const postgresUrl = argument('--database-url');
const hashCost = argument('--hash-cost');

const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

async function oneRun(engine: 'sqlite' | 'postgres', seedDemo: boolean): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-seed-timing-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: String(seedDemo),
    ...(hashCost ? { PASSWORD_HASH_COST: hashCost } : {}),
  });
  const schema = `seed_timing_${randomBytes(4).toString('hex')}`;
  const admin = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : undefined;
  if (engine === 'postgres' && admin) {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    config.database = { kind: 'postgres', url: postgresUrl!, schema };
  }
  const { db, kind } = openDatabase(config.database);
  try {
    await migrateToLatest(db, kind, engine === 'postgres' ? schema : undefined);
    const started = performance.now();
    await seedEmptyDatabase({ db, kind, config }, silent);
    return performance.now() - started;
  } finally {
    await db.destroy();
    if (admin) {
      if (engine === 'postgres') await admin.query(`drop schema ${schema} cascade`);
      await admin.end().catch(() => undefined);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function summary(times: number[]): { median: number; slowest: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, slowest: sorted.at(-1)! };
}

const engines: ('sqlite' | 'postgres')[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
const context = runContext(engines.join(' and '));
const lines = ['| database | SEED_DEMO | median ms | slowest ms |', '| --- | --- | --- | --- |'];
for (const engine of engines) {
  for (const seedDemo of [true, false]) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await oneRun(engine, seedDemo));
    const { median, slowest } = summary(times);
    console.log(`${engine}, SEED_DEMO=${seedDemo}: median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`);
    lines.push(`| ${engine} | ${seedDemo} | ${median.toFixed(0)} | ${slowest.toFixed(0)} |`);
  }
}
writeQualitySection(
  `seed-timing-cost-${hashCost ?? 'default'}`,
  [
    `## First-start seeding (scripts/seed-timing.ts, password hash cost ${hashCost ?? 'default'})`,
    '',
    `${context} ${runs} runs each, each on a new database.`,
    '',
    ...lines,
  ].join('\n'),
);

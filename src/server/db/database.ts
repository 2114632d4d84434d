/** The database: Kysely over better-sqlite3 (default) or PostgreSQL, chosen by the settings. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Transaction,
} from 'kysely';
import type { Config } from '@server/config';
import type { Database } from './tables';

export type Db = Kysely<Database>;
/** A query runs on the database or inside a transaction: repositories take either. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type DatabaseKind = Config['database']['kind'];

// node-postgres would hand int8 (count(*), sums) back as strings: numbers mean the same on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
}

/**
 * SQLite rolls a transaction back by itself when the disk is full (SQLITE_FULL, SQLITE_IOERR): Kysely's own
 * rollback would then fail with 'no transaction is active' and hide the reason the caller must be told.
 */
class SqliteDriverKeepingFaults extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class SqliteDialectKeepingFaults extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingFaults(this.sqlite);
  }
}

export function openDatabase(settings: Config['database']): OpenedDatabase {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: 10,
      // A stopped server refuses at once; one out of reach (or a pool busy that long) answers 503 after 5 s.
      connectionTimeoutMillis: 5_000,
      // Tests give each run its own schema so parallel files never share rows.
      ...(settings.schema ? { options: `-c search_path=${settings.schema}` } : {}),
    });
    // A client whose server went away emits 'error', and an unheard 'error' ends the process. The pool reports its
    // idle clients' here and drops them; a client lent to a request has no listener of its own, so it gets one:
    // its query fails (503) and the pool drops it on release. Once the server is back, new clients connect.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  if (settings.file !== ':memory:') fs.mkdirSync(path.dirname(settings.file), { recursive: true });
  const sqlite = new SQLite(settings.file);
  sqlite.pragma('journal_mode = WAL');
  // Money lives here: an acknowledged write must survive a power cut (docs/architecture.md#stack-notes).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialectKeepingFaults(sqlite) }), kind: 'sqlite' };
}

/** The current instant as stored (ISO 8601, UTC). */
export function nowInstant(): string {
  return new Date().toISOString();
}

/** A unique constraint refused the write (on either engine). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

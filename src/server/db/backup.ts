/**
 * Backup and restore of the embedded SQLite database and the uploads (README, Backup and restore). PostgreSQL
 * deployments use pg_dump / pg_restore instead. The scripts under scripts/ are thin wrappers of these functions.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '@server/config';

/** Kysely's bookkeeping table: a file without it was never this app's database. */
const MIGRATIONS_TABLE = 'kysely_migration';

export const POSTGRES_BACKUP_MESSAGE =
  'DATABASE_URL points at PostgreSQL: back it up with pg_dump -Fc and bring it back with pg_restore --clean ' +
  '(README, section "Backup and restore"). npm run backup / restore handle the embedded SQLite database only.';

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  /** The copy of the uploads directory, or null when there were no uploads. */
  uploadsCopy: string | null;
  pages: number;
}

function sqliteFileOf(config: Config): string {
  if (config.database.kind !== 'sqlite') throw new BackupError(POSTGRES_BACKUP_MESSAGE);
  return config.database.file;
}

/** DATA_DIR/backups/salon-2026-11-22T05-40-12-345Z.db: sorts by time, safe in every file system. */
export function defaultBackupFile(config: Config, now = new Date()): string {
  const stamp = now.toISOString().replace(/:/g, '-').replace('.', '-');
  return path.join(config.dataDir, 'backups', `salon-${stamp}.db`);
}

/** The uploads copy lives beside the database copy: salon-<stamp>.db -> salon-<stamp>-uploads/. */
export function uploadsCopyOf(backupFile: string): string {
  return `${backupFile.replace(/\.db$/, '')}-uploads`;
}

/**
 * Copies the live database with SQLite's online backup API while the app goes on writing. The whole copy is one
 * step under one read transaction: in WAL mode that does not block writers, and the copy is the state of one
 * moment. (Many small steps would restart whenever another process writes, and might never finish under load.)
 */
export async function backupDatabase(config: Config, destination = defaultBackupFile(config)): Promise<BackupResult> {
  const source = sqliteFileOf(config);
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source} (check DATA_DIR / DATABASE_URL).`);
  const file = path.resolve(destination);
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: choose another name.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written under a temporary name, so a half-made backup never looks like a whole one.
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const database = new SQLite(source, { fileMustExist: true });
  let pages = 0;
  try {
    database.pragma('busy_timeout = 5000');
    const progress = await database.backup(partial, { progress: () => 0x7fffffff });
    pages = progress.totalPages;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    database.close();
  }
  fs.renameSync(partial, file);

  let uploadsCopy: string | null = null;
  if (fs.existsSync(config.uploadDir)) {
    uploadsCopy = uploadsCopyOf(file);
    fs.cpSync(config.uploadDir, uploadsCopy, { recursive: true, errorOnExist: true });
  }
  return { file, uploadsCopy, pages };
}

/** Refuses anything but a whole SQLite database of this app: integrity_check ok and migrations recorded. */
export function checkBackupFile(file: string, name = file): void {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { fileMustExist: true });
    const integrity = database.pragma('integrity_check') as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') {
      throw new BackupError(
        `${name} fails PRAGMA integrity_check: ${integrity.map((row) => row.integrity_check).join('; ')}`,
      );
    }
    const table = database
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = ?")
      .get(MIGRATIONS_TABLE) as { n: number };
    const migrations = table.n
      ? (database.prepare(`select count(*) as n from ${MIGRATIONS_TABLE}`).get() as { n: number }).n
      : 0;
    if (migrations === 0) throw new BackupError(`${name} is a SQLite database but not this app's (no migrations).`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${name} is not a usable SQLite database: ${(error as Error).message}`);
  } finally {
    database?.close();
  }
}

/**
 * Puts a backup in place of the current database (stop the app first). The backup is copied beside the target
 * and checked there; only then are the old -wal/-shm removed (a stale WAL would be replayed onto the new file)
 * and the copy renamed over the target in one atomic step. A refused file leaves everything as it was.
 */
export function restoreDatabase(config: Config, backupFile: string): { file: string; uploadsRestored: boolean } {
  const target = sqliteFileOf(config);
  const source = path.resolve(backupFile);
  if (!fs.existsSync(source)) throw new BackupError(`No backup at ${source}.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  const cleanIncoming = () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(incoming + suffix, { force: true });
  };
  cleanIncoming();
  fs.copyFileSync(source, incoming);
  try {
    checkBackupFile(incoming, source);
  } catch (error) {
    cleanIncoming();
    throw error;
  }
  const handle = fs.openSync(incoming, 'r+');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true });
  fs.renameSync(incoming, target);

  const uploads = uploadsCopyOf(source);
  const uploadsRestored = fs.existsSync(uploads);
  if (uploadsRestored) replaceDirectory(uploads, config.uploadDir);
  return { file: target, uploadsRestored };
}

/** Copies `from` to a temporary sibling of `to`, then swaps it in with renames, so `to` is never half-copied. */
function replaceDirectory(from: string, to: string): void {
  const incoming = `${to}.restoring`;
  const outgoing = `${to}.replaced`;
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.rmSync(outgoing, { recursive: true, force: true });
  fs.cpSync(from, incoming, { recursive: true });
  if (fs.existsSync(to)) fs.renameSync(to, outgoing);
  fs.renameSync(incoming, to);
  fs.rmSync(outgoing, { recursive: true, force: true });
}

/** Migrations in code, applied at start, the same schema on both engines. Add new steps at the end. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DatabaseKind } from '../database';
import * as foundation from './001-foundation';
import * as offers from './002-offers';
import * as appointments from './003-appointments';
import * as appointmentStaff from './004-appointment-staff';
import * as attendance from './005-attendance';
import * as orders from './006-orders';
import * as cashBook from './007-cash-book';
import * as indexesForScale from './008-indexes-for-scale';
import * as searchAndDashboardIndexes from './009-search-and-dashboard-indexes';
import * as requestCounts from './010-request-counts';
import * as userLanguage from './011-user-language';
import * as hindiContent from './012-hindi-content';
import * as hindiReferenceWords from './013-hindi-reference-words';
import * as taxInvoices from './014-tax-invoices';
import * as signInThrottling from './015-sign-in-throttling';
import * as contentVersion from './016-content-version';
import * as homeFigures from './017-home-figures';

const steps: Record<string, { up: (db: Parameters<Migration['up']>[0], kind: DatabaseKind) => Promise<void> }> = {
  '001-foundation': foundation,
  '002-offers': offers,
  '003-appointments': appointments,
  '004-appointment-staff': appointmentStaff,
  '005-attendance': attendance,
  '006-orders': orders,
  '007-cash-book': cashBook,
  '008-indexes-for-scale': indexesForScale,
  '009-search-and-dashboard-indexes': searchAndDashboardIndexes,
  '010-request-counts': requestCounts,
  '011-user-language': userLanguage,
  '012-hindi-content': hindiContent,
  '013-hindi-reference-words': hindiReferenceWords,
  '014-tax-invoices': taxInvoices,
  '015-sign-in-throttling': signInThrottling,
  '016-content-version': contentVersion,
  '017-home-figures': homeFigures,
};

class CodeMigrations implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(steps).map(([name, step]) => [name, { up: (db) => step.up(db, this.kind) }]),
    );
  }
}

/**
 * `schema`: the PostgreSQL schema the app's tables live in, when not the default one. Kysely's own bookkeeping
 * tables are then kept there too: left to itself it finds them in any schema of the database and skips making
 * its own, so a second schema in one database (parallel test runs, a large benchmark copy) would never migrate.
 */
export async function migrateToLatest(db: Db, kind: DatabaseKind, schema?: string): Promise<void> {
  await migrate(db, kind, schema);
}

/** Up to the step named and no further: the tests of a step start from the database as the steps before left it. */
export async function migrateUpTo(db: Db, kind: DatabaseKind, step: string, schema?: string): Promise<void> {
  await migrate(db, kind, schema, step);
}

async function migrate(db: Db, kind: DatabaseKind, schema: string | undefined, step?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new CodeMigrations(kind),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = step === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(step);
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    // Kysely's introspection reads the tables of every schema of the database: another schema dropped meanwhile
    // (parallel test runs, each in a schema of its own) fails it with "schema … does not exist". Nothing was
    // migrated then, and the migrator is safe to run again.
    if (attempt < 3 && !failed && /schema "[^"]{1,63}" does not exist/.test(String(error))) continue;
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

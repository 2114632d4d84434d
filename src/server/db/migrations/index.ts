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

const steps: Record<string, { up: (db: Parameters<Migration['up']>[0], kind: DatabaseKind) => Promise<void> }> = {
  '001-foundation': foundation,
  '002-offers': offers,
  '003-appointments': appointments,
  '004-appointment-staff': appointmentStaff,
  '005-attendance': attendance,
  '006-orders': orders,
  '007-cash-book': cashBook,
};

class CodeMigrations implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(steps).map(([name, step]) => [name, { up: (db) => step.up(db, this.kind) }]),
    );
  }
}

export async function migrateToLatest(db: Db, kind: DatabaseKind): Promise<void> {
  const migrator = new Migrator({ db, provider: new CodeMigrations(kind) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** npm run restore <file>: puts a backup made by npm run backup in place of the database (stop the app first). */
import { loadConfig } from '@server/config';
import { BackupError, POSTGRES_BACKUP_MESSAGE, restoreDatabase } from '@server/db/backup';

const config = loadConfig();
if (config.database.kind === 'postgres') {
  console.error(POSTGRES_BACKUP_MESSAGE);
  process.exit(1);
}
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(1);
}
try {
  const result = restoreDatabase(config, file);
  console.log(`Restored ${file} into ${result.file}${result.uploadsRestored ? ' (with its uploads)' : ''}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}

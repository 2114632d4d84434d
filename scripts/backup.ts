/** npm run backup [file]: a consistent copy of the SQLite database and the uploads, made while the app runs. */
import { loadConfig } from '@server/config';
import { BackupError, backupDatabase, POSTGRES_BACKUP_MESSAGE } from '@server/db/backup';

const config = loadConfig();
if (config.database.kind === 'postgres') {
  console.error(POSTGRES_BACKUP_MESSAGE);
  process.exit(1);
}
try {
  const result = await backupDatabase(config, process.argv[2]);
  console.log(`Backup written: ${result.file} (${result.pages} pages)`);
  if (result.uploadsCopy) console.log(`Uploads copied: ${result.uploadsCopy}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}

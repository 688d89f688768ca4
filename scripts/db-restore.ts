import { readEnv } from '../server/env';
import { restoreBackup } from '../server/modules/backups/restore';

// npm run db:restore -- <file>: restores a backup into the database DATABASE_URL names. Stop the app's instances first.
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file (.sqlite.gz or .sql.gz)>');
  process.exit(2);
}
restoreBackup(readEnv(), file).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

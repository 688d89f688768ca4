// npm run videos:import -- <folder> [--owner <user id or mobile>]: see server/modules/videos/import-command.ts.
import { bootstrap } from '../server/bootstrap';
import { readEnv } from '../server/env';
import { AppError } from '../server/errors';
import { messageIn } from '../server/i18n/messages';
import { runVideoImport } from '../server/modules/videos/import-command';

const services = await bootstrap(readEnv());
let code: number;
try {
  code = await runVideoImport(process.argv.slice(2), services.videos, (line) => console.log(line));
} catch (error) {
  console.error(error instanceof AppError ? messageIn('en', error.code) : error);
  code = 1;
} finally {
  await services.db.destroy();
}
// An open Redis connection (rate limits, locks) would keep the process alive.
process.exit(code);

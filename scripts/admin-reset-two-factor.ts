// npm run admin:reset-two-factor -- <username>: clears an admin's second factor from the server's
// console, for when no super admin can sign in to do it from the panel (the last one lost phone and
// recovery codes, or APP_KEY was changed, which leaves every stored secret unreadable). Audited.
import { bootstrap } from '../server/bootstrap';
import { readEnv } from '../server/env';
import { AppError } from '../server/errors';
import { messageIn } from '../server/i18n/messages';

const username = process.argv[2];
if (!username) {
  console.error('usage: npm run admin:reset-two-factor -- <username>');
  process.exit(2);
}
const services = await bootstrap(readEnv());
let code = 0;
try {
  const admin = await services.admins.firstByUsername(username);
  await services.twoFactor.resetFromConsole(admin.id);
  await services.audit.record({
    adminId: admin.id,
    action: 'two_factor.reset',
    target: { type: 'admin', id: admin.id, details: { username: admin.username, from: 'console' } },
    ip: 'console',
  });
  console.log(`The second factor of ${admin.username} is cleared: they sign in with their password and set it up again.`);
} catch (error) {
  console.error(error instanceof AppError ? messageIn('en', error.code) : error);
  code = 1;
} finally {
  await services.db.destroy();
}
// An open Redis connection (rate limits, locks) would keep the process alive.
process.exit(code);

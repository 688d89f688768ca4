import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import { isUniqueViolation, type Db } from '../../db';
import type { Env } from '../../env';
import { hashPassword } from '../../security/password';
import { PERMISSION_KEYS } from '../../../shared/contracts/permissions';
import { adminsRepository } from './repository';

/**
 * On the first start the admins table is empty: create the super admin. A generated password is
 * printed once and never stored in the clear. Instances started together on an empty database all
 * see it empty; the username's unique key lets one create the admin, and the others go on without.
 */
export async function seedSuperAdmin({ db, env, clock }: { db: Db; env: Env; clock: Clock }): Promise<void> {
  const admins = adminsRepository(db);
  if ((await admins.count()) > 0) return;
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const now = clock.now();
  const created = await admins
    .create({
      name: 'مدیر کل',
      username: env.ADMIN_USERNAME,
      password_hash: await hashPassword(password),
      avatar: null,
      permissions: JSON.stringify(PERMISSION_KEYS),
      is_super: 1,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .then(
      () => true,
      (error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      },
    );
  if (!created) return;
  if (!env.ADMIN_PASSWORD) {
    console.info(`\nSuper admin created. Username: ${env.ADMIN_USERNAME}  Password: ${password}\n(printed once; change it after signing in)\n`);
  }
}

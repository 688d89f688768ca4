import { inTransaction, type Db, type Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';

/** The name of the setting that makes every admin set up a second factor (app_settings). */
const REQUIRED_SETTING = 'admins.two_factor_required';

export function twoFactorRepository(db: Db) {
  // Every admin request asks (whether the admin must set up a second factor first): compiled once.
  const requiredSetting = preparedQuery<Record<string, never>, { value: string }>(db, () =>
    db.selectFrom('app_settings').select('value').where('name', '=', REQUIRED_SETTING),
  );
  return {
    async find(adminId: number) {
      const row = await db.selectFrom('admin_two_factor').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
      return (
        row && {
          ...row,
          enabled_at: row.enabled_at === null ? null : Number(row.enabled_at),
          last_used_step: row.last_used_step === null ? null : Number(row.last_used_step),
        }
      );
    },

    async enabledAmong(adminIds: readonly number[]): Promise<Set<number>> {
      if (!adminIds.length) return new Set();
      const rows = await db.selectFrom('admin_two_factor').select('admin_id').where('admin_id', 'in', adminIds).where('enabled_at', 'is not', null).execute();
      return new Set(rows.map((row) => Number(row.admin_id)));
    },

    /** A new secret replaces a setup that was never confirmed; a confirmed one is left alone (false). */
    async startSetup(adminId: number, secretEncrypted: string, now: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom('admin_two_factor').where('admin_id', '=', adminId).where('enabled_at', 'is', null).execute();
        const left = await trx.selectFrom('admin_two_factor').select('admin_id').where('admin_id', '=', adminId).executeTakeFirst();
        if (left) return false;
        await trx
          .insertInto('admin_two_factor')
          .values({ admin_id: adminId, secret_encrypted: secretEncrypted, created_at: now, enabled_at: null, last_used_step: null })
          .execute();
        return true;
      });
    },

    /**
     * Takes a code's step: true only if no code of this step or a later one was taken before. One
     * conditional UPDATE, so two instances checking the same code at once cannot both take it.
     */
    async takeStep(adminId: number, step: number, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable('admin_two_factor')
        .set({ last_used_step: step })
        .where('admin_id', '=', adminId)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Confirms a pending setup and stores its recovery codes, in one transaction; false if it was confirmed already. */
    async enable(adminId: number, now: number, recoveryCodeHashes: readonly string[]): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('admin_two_factor')
          .set({ enabled_at: now })
          .where('admin_id', '=', adminId)
          .where('enabled_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
        await trx
          .insertInto('admin_recovery_codes')
          .values(recoveryCodeHashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null })))
          .execute();
        return true;
      });
    },

    /** The old recovery codes stop working as the new ones are stored, in one transaction. */
    async replaceRecoveryCodes(adminId: number, recoveryCodeHashes: readonly string[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
        await trx
          .insertInto('admin_recovery_codes')
          .values(recoveryCodeHashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null })))
          .execute();
      });
    },

    /** Removes the second factor and its recovery codes; false if there was none. */
    async remove(adminId: number, executor: Executor = db): Promise<boolean> {
      return inTransaction(executor, async (trx) => {
        const result = await trx.deleteFrom('admin_two_factor').where('admin_id', '=', adminId).executeTakeFirst();
        await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
        return Number(result.numDeletedRows) === 1;
      });
    },

    /** Uses a recovery code once: true only for the call that marked it used. */
    async useRecoveryCode(adminId: number, codeHash: string, now: number): Promise<'used' | 'used-before' | 'unknown'> {
      const result = await db
        .updateTable('admin_recovery_codes')
        .set({ used_at: now })
        .where('admin_id', '=', adminId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'used';
      const known = await db
        .selectFrom('admin_recovery_codes')
        .select('id')
        .where('admin_id', '=', adminId)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      return known ? 'used-before' : 'unknown';
    },

    async recoveryCodesLeft(adminId: number): Promise<number> {
      const row = await db
        .selectFrom('admin_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('admin_id', '=', adminId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async createChallenge(values: { token_hash: string; admin_id: number; created_at: number; expires_at: number }): Promise<void> {
      await db.insertInto('admin_sign_in_challenges').values(values).execute();
    },

    async findLiveChallenge(tokenHash: string, now: number) {
      const row = await db
        .selectFrom('admin_sign_in_challenges')
        .select(['id', 'admin_id'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row && { id: Number(row.id), admin_id: Number(row.admin_id) };
    },

    /** Ends a challenge; true only for the one call that ended it (so it signs in once). */
    async endChallenge(id: number): Promise<boolean> {
      const result = await db.deleteFrom('admin_sign_in_challenges').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async endChallengesOf(adminId: number): Promise<void> {
      await db.deleteFrom('admin_sign_in_challenges').where('admin_id', '=', adminId).execute();
    },

    async deleteExpiredChallenges(now: number): Promise<number> {
      const result = await db.deleteFrom('admin_sign_in_challenges').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async isRequired(): Promise<boolean> {
      const [row] = await requiredSetting({});
      return row?.value === 'true';
    },

    async setRequired(isRequired: boolean, adminId: number, now: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('app_settings').where('name', '=', REQUIRED_SETTING).execute();
        await trx
          .insertInto('app_settings')
          .values({ name: REQUIRED_SETTING, value: String(isRequired), updated_at: now, updated_by: adminId })
          .execute();
      });
    },
  };
}

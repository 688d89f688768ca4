import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { Admin } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../rate-limit/limiter';
import {
  checkClaimedPassword,
  claimPasswordCheck,
  passwordCheckCounts,
  settleRightPassword,
  signInCounts,
  type PasswordCheckCount,
} from '../../rate-limit/sign-in-throttle';
import type { PasswordHasher } from '../../security/password';
import { keyedHash, randomToken, sha256 } from '../../security/tokens';
import { normalizeDigits } from '../../../shared/digits';
import { twoFactorRepository } from './repository';
import { openSecret, sealSecret, twoFactorSecretKey } from './secret-box';

/** What the authenticator apps everyone has read from the QR code: RFC 6238's defaults. */
export const TOTP_RULES = { algorithm: 'SHA1', digits: 6, period: 30, issuer: 'Portal' } as const;
/** A code of the step before or after the server's is taken too: a phone's clock may be 30 s off. */
const DRIFT_STEPS = 1;
/** How long a right password waits for its code. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a recovery code is read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

/** A typed code as the server compares it: Persian or Arabic-Indic digits, spaces and dashes forgiven. */
export function normalizeTypedCode(typed: string): string {
  return normalizeDigits(typed)
    .toLowerCase()
    .replace(/[\s\u200c\-–_]/g, '');
}

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function createTwoFactorService(deps: { db: Db; clock: Clock; env: Env; limiter: RateLimiter; passwords: PasswordHasher }) {
  const { clock, limiter, passwords } = deps;
  const repo = twoFactorRepository(deps.db);
  const secretKey = twoFactorSecretKey(deps.env.APP_KEY);
  const recoveryHash = (adminId: number, normalized: string) => keyedHash(deps.env.APP_KEY, `recovery:${adminId}:${normalized}`);
  const boundTo = (adminId: number) => `admin:${adminId}`;

  /** Codes are counted like passwords: per admin from one address, per admin everywhere, per address. */
  const codeCounts = (adminId: number, ip: string) => signInCounts('admin-code', String(adminId), ip);

  /**
   * Checks a typed code against an admin's secret (and, if allowed, their unused recovery codes),
   * counted against `counts` before it is checked. A TOTP code is taken once: its step must be newer
   * than the last step taken (kept in the database, so every instance agrees).
   */
  async function checkCode(
    adminId: number,
    secretEncrypted: string,
    typed: string,
    counts: readonly PasswordCheckCount[],
    options: { isRecoveryAllowed: boolean },
  ) {
    await claimPasswordCheck(limiter, counts);
    const code = normalizeTypedCode(typed);
    const now = clock.now();
    if (/^\d{6}$/.test(code)) {
      const secret = Secret.fromBase32(openSecret(secretKey, secretEncrypted, boundTo(adminId)));
      const delta = TOTP.validate({
        token: code,
        secret,
        algorithm: TOTP_RULES.algorithm,
        digits: TOTP_RULES.digits,
        period: TOTP_RULES.period,
        timestamp: now,
        window: DRIFT_STEPS,
      });
      if (delta === null) throw new AppError('TWO_FACTOR_CODE_WRONG', { auditAs: adminId });
      const step = TOTP.counter({ period: TOTP_RULES.period, timestamp: now }) + delta;
      if (!(await repo.takeStep(adminId, step))) throw new AppError('TWO_FACTOR_CODE_USED', { auditAs: adminId });
    } else if (options.isRecoveryAllowed && code.length === RECOVERY_CODE_LENGTH) {
      const outcome = await repo.useRecoveryCode(adminId, recoveryHash(adminId, code), now);
      if (outcome === 'used-before') throw new AppError('TWO_FACTOR_RECOVERY_CODE_USED', { auditAs: adminId });
      if (outcome === 'unknown') throw new AppError('TWO_FACTOR_CODE_WRONG', { auditAs: adminId });
    } else {
      throw new AppError('TWO_FACTOR_CODE_WRONG', { auditAs: adminId });
    }
    await settleRightPassword(limiter, counts);
  }

  async function clear(adminId: number): Promise<void> {
    if (!(await repo.remove(adminId))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    await repo.endChallengesOf(adminId);
  }

  async function mustFindEnabled(adminId: number) {
    const found = await repo.find(adminId);
    if (!found?.enabled_at) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    return found;
  }

  /** The password and a code (or a recovery code): what changing the second factor takes, so a stolen session alone cannot. */
  async function proveAdmin(admin: Admin, input: { password: string; code: string }, ip: string): Promise<void> {
    const found = await mustFindEnabled(admin.id);
    const counts = passwordCheckCounts(`admin:${admin.id}`, ip);
    await claimPasswordCheck(limiter, counts);
    if (!(await checkClaimedPassword(limiter, counts, passwords.verify(input.password, admin.password_hash)))) throw new AppError('CURRENT_PASSWORD_WRONG');
    await settleRightPassword(limiter, counts);
    await checkCode(admin.id, found.secret_encrypted, input.code, codeCounts(admin.id, ip), { isRecoveryAllowed: true });
  }

  return {
    isEnabled: async (adminId: number) => Boolean((await repo.find(adminId))?.enabled_at),
    enabledAmong: (adminIds: readonly number[]) => repo.enabledAmong(adminIds),
    isRequired: () => repo.isRequired(),

    /**
     * Whether every admin needs a second factor, and whether this one must set it up before anything
     * else (it is needed and they have none).
     */
    async requirementFor(adminId: number): Promise<{ isRequired: boolean; mustSetUp: boolean }> {
      // The setting first: while it is off (the usual case) a request costs one primary-key read.
      const isRequired = await repo.isRequired();
      return { isRequired, mustSetUp: isRequired && !(await repo.find(adminId))?.enabled_at };
    },

    async status(adminId: number) {
      const found = await repo.find(adminId);
      return {
        is_enabled: Boolean(found?.enabled_at),
        is_setup_started: Boolean(found && !found.enabled_at),
        is_required: await repo.isRequired(),
        recovery_codes_left: found?.enabled_at ? await repo.recoveryCodesLeft(adminId) : 0,
      };
    },

    /** A new secret, shown once for the app (QR code and text); it does nothing until a first code confirms it. */
    async startSetup(admin: Admin) {
      const secret = new Secret({ size: 20 });
      const isStarted = await repo.startSetup(admin.id, sealSecret(secretKey, secret.base32, boundTo(admin.id)), clock.now());
      if (!isStarted) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      const totp = new TOTP({ ...TOTP_RULES, label: admin.username, secret });
      return { secret: secret.base32, otpauth_uri: totp.toString() };
    },

    /** A first right code turns the factor on; the recovery codes are returned this once, and only their hashes kept. */
    async confirmSetup(admin: Admin, typed: string, ip: string): Promise<string[]> {
      const found = await repo.find(admin.id);
      if (!found) throw new AppError('TWO_FACTOR_SETUP_NOT_STARTED');
      if (found.enabled_at) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      await checkCode(admin.id, found.secret_encrypted, typed, codeCounts(admin.id, ip), { isRecoveryAllowed: false });
      const codes = newRecoveryCodes();
      const isEnabled = await repo.enable(
        admin.id,
        clock.now(),
        codes.map((code) => recoveryHash(admin.id, normalizeTypedCode(code))),
      );
      if (!isEnabled) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      return codes;
    },

    /** Turning it off takes the password and a code (or a recovery code): a stolen session alone cannot. */
    async disable(admin: Admin, input: { password: string; code: string }, ip: string): Promise<void> {
      await proveAdmin(admin, input, ip);
      await repo.remove(admin.id);
      await repo.endChallengesOf(admin.id);
    },

    /** Ten new recovery codes for the old (running low, or seen by someone), proved like turning it off; shown this once. */
    async newRecoveryCodes(admin: Admin, input: { password: string; code: string }, ip: string): Promise<string[]> {
      await proveAdmin(admin, input, ip);
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(
        admin.id,
        codes.map((code) => recoveryHash(admin.id, normalizeTypedCode(code))),
      );
      return codes;
    },

    /** What a right password earns an admin with a second factor: a token a code turns into a session, once. */
    async startChallenge(adminId: number) {
      const challenge = randomToken();
      const now = clock.now();
      await repo.createChallenge({ token_hash: sha256(challenge), admin_id: adminId, created_at: now, expires_at: now + CHALLENGE_LIFETIME_MS });
      return { challenge, expires_in_seconds: CHALLENGE_LIFETIME_MS / 1000 };
    },

    /** The admin a challenge and its code sign in; the challenge is used up by the call that succeeds. */
    async completeChallenge(challenge: string, typed: string, ip: string): Promise<number> {
      const found = await repo.findLiveChallenge(sha256(challenge), clock.now());
      if (!found) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
      const factor = await repo.find(found.admin_id);
      // Reset or turned off since the password was typed: the password step starts again.
      if (!factor?.enabled_at) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
      await checkCode(found.admin_id, factor.secret_encrypted, typed, codeCounts(found.admin_id, ip), { isRecoveryAllowed: true });
      if (!(await repo.endChallenge(found.id))) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
      return found.admin_id;
    },

    /** A super admin clears another admin's second factor (a lost phone); the admin sets it up again. */
    async reset(actor: Admin, targetId: number): Promise<void> {
      if (actor.id === targetId) throw new AppError('TWO_FACTOR_RESET_OWN');
      await clear(targetId);
    },

    /**
     * The operator's way back in (npm run admin:reset-two-factor): the last super admin lost phone and
     * recovery codes, or APP_KEY was changed and no secret opens any more.
     */
    resetFromConsole: (adminId: number) => clear(adminId),

    /** Requiring it of everyone starts with the one who requires it, who would otherwise be sent to set it up at once. */
    async setRequired(actor: Admin, isRequired: boolean): Promise<void> {
      if (isRequired && !(await repo.find(actor.id))?.enabled_at) throw new AppError('TWO_FACTOR_OWN_FIRST');
      await repo.setRequired(isRequired, actor.id, clock.now());
    },

    deleteExpiredChallenges: () => repo.deleteExpiredChallenges(clock.now()),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

import { log } from '../../logging/logger';
import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import { inTransaction, type Db } from '../../db';
import type { Env } from '../../env';
import type { User, Verification } from '../../db/schema';
import { AppError } from '../../errors';
import type { OutgoingMessage, Sender } from '../../notify/sender';
import { claimAllowances } from '../../rate-limit/allowance';
import type { RateLimiter } from '../../rate-limit/limiter';
import { decoyPasswordHash, type PasswordHasher } from '../../security/password';
import { keyedHash, randomToken, sixDigitCode } from '../../security/tokens';
import type { SessionService } from '../sessions/service';
import type { UserService } from '../users/service';
import { passwordProblem } from '../../security/password-policy';
import { checkClaimedPassword, claimPasswordCheck, liftSignInCeiling, settleRightPassword, signInCounts } from '../../rate-limit/sign-in-throttle';
import { verificationsRepository } from './verifications-repository';

export const VERIFICATION_RULES = {
  codeLifetimeMs: 10 * 60 * 1000,
  maxAttempts: 5,
  resendAfterMs: 60 * 1000,
  maxSendsPerHour: 5,
  resetWindowMs: 15 * 60 * 1000,
} as const;

const HOUR_MS = 60 * 60 * 1000;

export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The mobile as the verification screen shows it: the first and last four digits (0912***4567). */
const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;

/** Seconds until a verification may be texted again: the minute after a text, or its hour's allowance. */
function resendWaitSeconds(verification: Verification, now: number): number {
  const afterLastText = verification.last_sent_at + VERIFICATION_RULES.resendAfterMs - now;
  const isWindowOver = now - verification.window_started_at >= HOUR_MS;
  const afterWindow = !isWindowOver && verification.sends_in_window >= VERIFICATION_RULES.maxSendsPerHour ? verification.window_started_at + HOUR_MS - now : 0;
  return Math.max(0, Math.ceil(Math.max(afterLastText, afterWindow) / 1000));
}

/** A refused code, with the tries left so the screen can lock itself at 0. */
const verificationFailed = (code: 'VERIFICATION_DEAD' | 'CODE_TRIES_EXHAUSTED' | 'CODE_EXPIRED' | 'CODE_USED', attemptsLeft: number) =>
  new AppError(code, { data: { attempts_left: Math.max(0, attemptsLeft) } });

/** What a registration asks for, kept on its verification until its code is typed. */
interface RegistrationDetails {
  name: string;
  email: string | null;
  password_hash: string;
}

export function createAuthService(deps: {
  db: Db;
  env: Env;
  clock: Clock;
  sender: Sender;
  limiter: RateLimiter;
  sessions: SessionService;
  users: UserService;
  passwords: PasswordHasher;
}) {
  const { clock, sender, limiter, sessions, env, passwords } = deps;
  const { users } = deps;
  const verifications = verificationsRepository(deps.db);
  /** Keyed, so a backup or any read of the table cannot recover a code by trying the million of them. */
  const codeHash = (verificationId: string, code: string) => keyedHash(env.APP_KEY, `${verificationId}:${code}`);

  /**
   * Every text (new verifications and resends, from any flow) counts against the mobile's hourly
   * allowance, the caller's address's and the site's ceiling, in the shared rate-limit store, so no
   * sequence of calls from any number of instances can text without end. Decoys count too, so they
   * answer exactly as real verifications do.
   */
  async function claimText(mobile: string, ip: string) {
    await claimAllowances(limiter, [
      { key: `texts:${mobile}`, max: VERIFICATION_RULES.maxSendsPerHour, windowMs: HOUR_MS },
      { key: `texts:ip:${ip}`, max: env.SMS_PER_IP_PER_HOUR, windowMs: HOUR_MS },
      { key: 'texts:all', max: env.SMS_PER_HOUR, windowMs: HOUR_MS },
    ]);
  }

  /**
   * Never awaited: a request that waited for the gateway on one branch only would take measurably
   * longer there and tell which mobiles have accounts. A failed text is logged; the user asks for a
   * resend.
   */
  function sendInBackground(message: OutgoingMessage) {
    sender.send(message).catch((error: unknown) => log.error({ err: error }, 'sending a text failed'));
  }

  /**
   * Opens a verification (the text already claimed) and sends its code. A decoy gets an id like any
   * other but sends nothing and can never succeed, so answers do not tell whether a mobile is registered.
   */
  async function openVerification(
    purpose: Verification['purpose'],
    destination: string,
    userId: number | null,
    details: RegistrationDetails | null,
  ): Promise<string> {
    const id = randomToken();
    const code = sixDigitCode();
    const now = clock.now();
    await verifications.create({
      id,
      purpose,
      user_id: userId,
      destination,
      code_hash: codeHash(id, code),
      attempts: 0,
      sends_in_window: 1,
      window_started_at: now,
      last_sent_at: now,
      expires_at: now + VERIFICATION_RULES.codeLifetimeMs,
      consumed_at: null,
      created_at: now,
      name: details?.name ?? null,
      email: details?.email ?? null,
      password_hash: details?.password_hash ?? null,
    });
    if (purpose !== 'decoy') sendCode(destination, code);
    return id;
  }

  async function startVerification(purpose: Verification['purpose'], destination: string, userId: number | null, ip: string): Promise<string> {
    await claimText(destination, ip);
    return openVerification(purpose, destination, userId, null);
  }

  function sendCode(mobile: string, code: string) {
    sendInBackground({ channel: 'sms', to: mobile, code, text: `کد تأیید شما: ${code}\nاین کد را به کسی ندهید.` });
  }

  /**
   * The account a waiting registration verifies. A new mobile gets a row holding the first
   * registrant's details (so an unverified sign-in can send a code); later registrations never change
   * it, their details wait on their own verifications.
   */
  async function waitingAccountFor(
    input: { name: string; mobile: string; email: string | null },
    passwordHash: string,
    existing: User | undefined,
  ): Promise<number> {
    if (existing) return existing.id;
    const now = clock.now();
    return users
      .create({
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        password_hash: passwordHash,
        is_verified: 0,
        min_balance: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .catch(async (error: unknown) => {
        // Two registrations of one new mobile at once (a double submit): the other insert won, and
        // this registration waits on that row like any later one; anything else is a real error.
        const winner = await users.findByMobile(input.mobile);
        if (!winner || winner.is_verified) throw error;
        return winner.id;
      });
  }

  return {
    async register(input: { name: string; mobile: string; password: string; email: string | null }, ip: string) {
      const problem = passwordProblem(input.password, input.mobile);
      if (problem) throw problem;
      // Hashed on every branch, a verified mobile's too: skipping it there made those answers faster.
      const passwordHash = await passwords.hash(input.password);
      const existing = await users.findByMobile(input.mobile);
      // Claimed before anything is written, so a refused registration changes nothing.
      await claimText(input.mobile, ip);
      if (existing?.is_verified) {
        const decoyId = await openVerification('decoy', existing.mobile, null, null);
        sendInBackground({
          channel: 'sms',
          to: existing.mobile,
          text: 'کسی تلاش کرد با شماره شما ثبت‌نام کند. اگر خودتان بودید، از «فراموشی رمز عبور» استفاده کنید.',
        });
        return decoyId;
      }
      const userId = await waitingAccountFor(input, passwordHash, existing);
      return openVerification('register', input.mobile, userId, { name: input.name, email: input.email, password_hash: passwordHash });
    },

    async forgetPassword(mobile: string, ip: string) {
      const user = await users.findByMobile(mobile);
      return startVerification(user ? 'reset' : 'decoy', mobile, user?.id ?? null, ip);
    },

    /** What the verification screen shows; a dead or unknown id answers alike, telling nothing. */
    async status(verificationId: string) {
      const verification = await verifications.find(verificationId);
      if (!verification || verification.consumed_at !== null || verification.attempts >= VERIFICATION_RULES.maxAttempts) {
        return { mobile_masked: '', resend_after_seconds: 0, attempts_left: 0, is_dead: true };
      }
      return {
        mobile_masked: maskMobile(verification.destination),
        resend_after_seconds: resendWaitSeconds(verification, clock.now()),
        attempts_left: VERIFICATION_RULES.maxAttempts - verification.attempts,
        is_dead: false,
      };
    },

    async resend(verificationId: string, ip: string) {
      const verification = await verifications.find(verificationId);
      const now = clock.now();
      if (!verification || verification.consumed_at !== null || verification.attempts >= VERIFICATION_RULES.maxAttempts) {
        throw new AppError('VERIFICATION_DEAD');
      }
      const wait = resendWaitSeconds(verification, now);
      if (wait > 0) {
        // Past a minute the wait is the hour's allowance, no longer the short pause between texts.
        const code = wait > VERIFICATION_RULES.resendAfterMs / 1000 ? 'RATE_LIMITED' : 'RESEND_TOO_SOON';
        throw new AppError(code, { params: { seconds: wait }, retryAfterSeconds: wait });
      }
      await claimText(verification.destination, ip);
      const isWindowOver = now - verification.window_started_at >= HOUR_MS;
      const code = sixDigitCode();
      await verifications.recordResend(verification.id, {
        code_hash: codeHash(verification.id, code),
        sends_in_window: (isWindowOver ? 0 : verification.sends_in_window) + 1,
        window_started_at: isWindowOver ? now : verification.window_started_at,
        last_sent_at: now,
        expires_at: now + VERIFICATION_RULES.codeLifetimeMs,
      });
      if (verification.purpose !== 'decoy') sendCode(verification.destination, code);
      return { resend_after_seconds: VERIFICATION_RULES.resendAfterMs / 1000 };
    },

    async verify(verificationId: string, code: string, origin: RequestOrigin) {
      const verification = await verifications.find(verificationId);
      const now = clock.now();
      if (!verification) throw verificationFailed('VERIFICATION_DEAD', 0);
      const isRightCode = verification.purpose !== 'decoy' && sameHash(codeHash(verification.id, code), verification.code_hash);
      // The right code of a finished verification is a repeat (a double submit that came after the first
      // one, not beside it): the same answer as the race inside the transaction gives.
      if (verification.consumed_at !== null) throw verificationFailed(isRightCode ? 'CODE_USED' : 'VERIFICATION_DEAD', 0);
      const attemptsLeft = VERIFICATION_RULES.maxAttempts - verification.attempts;
      if (attemptsLeft <= 0) throw verificationFailed('CODE_TRIES_EXHAUSTED', 0);
      if (verification.expires_at <= now) throw verificationFailed('CODE_EXPIRED', attemptsLeft);

      if (!isRightCode) {
        const counted = await verifications.countWrongTry(verification.id, VERIFICATION_RULES.maxAttempts);
        const left = counted ? attemptsLeft - 1 : 0;
        if (left > 0) throw new AppError('CODE_WRONG', { params: { left }, data: { attempts_left: left } });
        throw verificationFailed('CODE_TRIES_EXHAUSTED', 0);
      }
      if (verification.user_id === null) throw verificationFailed('VERIFICATION_DEAD', 0);
      const userId = verification.user_id;

      await inTransaction(deps.db, async (trx) => {
        // The account row is locked first in every verify, so two codes of one mobile typed at once
        // queue on it instead of deadlocking, and only one registration can apply its details. A
        // reset proves the mobile as well as a registration does, so it verifies a waiting account too.
        const isRegistration = verification.purpose === 'register';
        const details =
          isRegistration && verification.password_hash !== null
            ? { name: verification.name!, email: verification.email, password_hash: verification.password_hash }
            : null;
        if (await users.markVerified(userId, details, now, trx)) {
          await verifications.retireOtherRegistrations(verification.destination, verification.id, now, trx);
        } else if (isRegistration) {
          throw verificationFailed('VERIFICATION_DEAD', 0);
        }
        if (!(await verifications.consume(verification.id, now, trx))) throw verificationFailed('CODE_USED', 0);
      });

      const user = await users.findById(userId);
      if (!user) throw verificationFailed('VERIFICATION_DEAD', 0);
      // The code proves the mobile is the owner's: wrong passwords counted against it from everywhere no longer keep them out.
      await liftSignInCeiling(limiter, 'login', user.mobile);
      const isReset = verification.purpose === 'reset';
      const { token } = await sessions.startSession({
        role: 'user',
        subjectId: user.id,
        ...origin,
        resetUntil: isReset ? now + VERIFICATION_RULES.resetWindowMs : null,
      });
      // A decoy never gets this far: its code never matches.
      const purpose = isReset ? ('reset' as const) : ('register' as const);
      return { token, user: await deps.users.toPublicUser(user), purpose, next: isReset ? '/p/change-password' : '/p/dashboard' };
    },

    async login(input: { mobile: string; password: string }, origin: RequestOrigin) {
      const counts = signInCounts('login', input.mobile, origin.ip);
      await claimPasswordCheck(limiter, counts);
      const user = await users.findByMobile(input.mobile);
      const isRightPassword = await checkClaimedPassword(limiter, counts, passwords.verify(input.password, user?.password_hash ?? (await decoyPasswordHash())));
      if (!user || !isRightPassword) {
        throw new AppError('WRONG_MOBILE_OR_PASSWORD');
      }
      await settleRightPassword(limiter, counts);
      if (!user.is_verified) {
        return { verification_code: await startVerification('register', user.mobile, user.id, origin.ip) };
      }
      const { token } = await sessions.startSession({ role: 'user', subjectId: user.id, ...origin });
      return { token, user: await deps.users.toPublicUser(user) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

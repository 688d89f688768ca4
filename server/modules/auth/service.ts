import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { User, Verification } from '../../db/schema';
import { AppError, messages } from '../../errors';
import type { Sender } from '../../notify/sender';
import type { RateLimiter } from '../../rate-limit/limiter';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/password';
import { randomToken, sha256, sixDigitCode } from '../../security/tokens';
import type { SessionService } from '../sessions/service';
import { usersRepository } from '../users/repository';
import type { UserService } from '../users/service';
import { passwordProblem } from './password-policy';
import { claimLoginAttempt, settleSuccessfulAttempt } from './throttle';
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

const codeHash = (verificationId: string, code: string) => sha256(`${verificationId}:${code}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  sender: Sender;
  limiter: RateLimiter;
  sessions: SessionService;
  users: UserService;
}) {
  const { clock, sender, limiter, sessions } = deps;
  const users = usersRepository(deps.db);
  const verifications = verificationsRepository(deps.db);

  /**
   * Starts a verification and sends its code. A decoy gets an id like any other but sends nothing and
   * can never succeed, so answers do not tell whether a mobile is registered.
   */
  async function startVerification(purpose: Verification['purpose'], destination: string, user: User | null): Promise<string> {
    await claimTextTo(destination);
    const id = randomToken();
    const code = sixDigitCode();
    const now = clock.now();
    await verifications.create({
      id,
      purpose,
      user_id: user?.id ?? null,
      destination,
      code_hash: codeHash(id, code),
      attempts: 0,
      sends_in_window: 1,
      window_started_at: now,
      last_sent_at: now,
      expires_at: now + VERIFICATION_RULES.codeLifetimeMs,
      consumed_at: null,
      created_at: now,
    });
    if (purpose !== 'decoy') await sendCode(destination, code);
    return id;
  }

  /**
   * Every text to one mobile (new verifications and resends, from any flow) counts against one
   * hourly allowance, so no sequence of calls can text a number without end. Decoys count too, so
   * they answer exactly as real verifications do.
   */
  async function claimTextTo(mobile: string) {
    const key = `texts:${mobile}`;
    if ((await limiter.hit(key, HOUR_MS)) <= VERIFICATION_RULES.maxSendsPerHour) return;
    await limiter.release(key);
    const seconds = Math.max(1, Math.ceil((await limiter.peek(key)).resetInMs / 1000));
    throw new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests(seconds), { retryAfterSeconds: seconds });
  }

  async function sendCode(mobile: string, code: string) {
    await sender.send({ channel: 'sms', to: mobile, code, text: `کد تأیید شما: ${code}\nاین کد را به کسی ندهید.` });
  }

  return {
    async register(input: { name: string; mobile: string; password: string; email: string | null }) {
      const problem = passwordProblem(input.password, input.mobile);
      if (problem) throw new AppError('VALIDATION', problem, { errors: [problem] });
      const now = clock.now();
      const existing = await users.findByMobile(input.mobile);
      if (existing?.is_verified) {
        const decoyId = await startVerification('decoy', existing.mobile, null);
        await sender.send({
          channel: 'sms',
          to: existing.mobile,
          text: 'کسی تلاش کرد با شماره شما ثبت‌نام کند. اگر خودتان بودید، از «فراموشی رمز عبور» استفاده کنید.',
        });
        return decoyId;
      }
      const passwordHash = await hashPassword(input.password);
      let user = existing;
      // Until a mobile is verified nobody has proven to own it, so the latest registration wins.
      if (user) {
        await users.update(user.id, { name: input.name, email: input.email, password_hash: passwordHash, updated_at: now });
      } else {
        const id = await users
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
            // Two registrations of one new mobile at once (a double submit): the other insert won, so
            // update that unverified row like any later registration; anything else is a real error.
            const winner = await users.findByMobile(input.mobile);
            if (!winner || winner.is_verified) throw error;
            await users.update(winner.id, { name: input.name, email: input.email, password_hash: passwordHash, updated_at: now });
            return winner.id;
          });
        user = await users.findById(id);
      }
      return startVerification('register', input.mobile, user ?? null);
    },

    async forgetPassword(mobile: string) {
      const user = await users.findByMobile(mobile);
      return startVerification(user ? 'reset' : 'decoy', mobile, user ?? null);
    },

    async resend(verificationId: string) {
      const verification = await verifications.find(verificationId);
      const now = clock.now();
      if (!verification || verification.consumed_at !== null || verification.attempts >= VERIFICATION_RULES.maxAttempts) {
        throw new AppError('VERIFICATION_FAILED', 'این درخواست تأیید دیگر معتبر نیست؛ دوباره شروع کنید.', {
          errors: ['این درخواست تأیید دیگر معتبر نیست؛ دوباره شروع کنید.'],
        });
      }
      const waitMs = verification.last_sent_at + VERIFICATION_RULES.resendAfterMs - now;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('TOO_MANY_REQUESTS', `برای ارسال دوباره کد ${seconds} ثانیه صبر کنید.`, { retryAfterSeconds: seconds });
      }
      const windowIsOver = now - verification.window_started_at >= HOUR_MS;
      const sendsInWindow = windowIsOver ? 0 : verification.sends_in_window;
      if (sendsInWindow >= VERIFICATION_RULES.maxSendsPerHour) {
        const seconds = Math.ceil((verification.window_started_at + HOUR_MS - now) / 1000);
        throw new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests(seconds), { retryAfterSeconds: seconds });
      }
      await claimTextTo(verification.destination);
      const code = sixDigitCode();
      await verifications.recordResend(verification.id, {
        code_hash: codeHash(verification.id, code),
        sends_in_window: sendsInWindow + 1,
        window_started_at: windowIsOver ? now : verification.window_started_at,
        last_sent_at: now,
        expires_at: now + VERIFICATION_RULES.codeLifetimeMs,
      });
      if (verification.purpose !== 'decoy') await sendCode(verification.destination, code);
      return { resend_after_seconds: VERIFICATION_RULES.resendAfterMs / 1000 };
    },

    async verify(verificationId: string, code: string, origin: RequestOrigin) {
      const verification = await verifications.find(verificationId);
      const now = clock.now();
      const fail = (message: string) => new AppError('VERIFICATION_FAILED', message, { errors: [message] });
      if (!verification || verification.consumed_at !== null) throw fail('این درخواست تأیید دیگر معتبر نیست؛ دوباره شروع کنید.');
      if (verification.attempts >= VERIFICATION_RULES.maxAttempts) {
        throw fail('تعداد تلاش‌های نادرست از حد گذشت؛ دوباره شروع کنید.');
      }
      if (verification.expires_at <= now) throw fail('کد تأیید منقضی شده است؛ کد تازه بخواهید.');

      const isRightCode = verification.purpose !== 'decoy' && sameHash(codeHash(verification.id, code), verification.code_hash);
      if (!isRightCode) {
        await verifications.countWrongTry(verification.id, VERIFICATION_RULES.maxAttempts);
        const left = VERIFICATION_RULES.maxAttempts - verification.attempts - 1;
        throw fail(left > 0 ? `کد تأیید نادرست است. ${left} تلاش دیگر باقی است.` : 'تعداد تلاش‌های نادرست از حد گذشت؛ دوباره شروع کنید.');
      }
      if (!(await verifications.consume(verification.id, now))) throw fail('این کد پیش‌تر به کار رفته است.');

      const user = verification.user_id === null ? undefined : await users.findById(verification.user_id);
      if (!user) throw fail('این درخواست تأیید دیگر معتبر نیست؛ دوباره شروع کنید.');
      if (!user.is_verified) await users.update(user.id, { is_verified: 1, updated_at: now });
      const isReset = verification.purpose === 'reset';
      const { token } = await sessions.startSession({
        role: 'user',
        subjectId: user.id,
        ...origin,
        resetUntil: isReset ? now + VERIFICATION_RULES.resetWindowMs : null,
      });
      return { token, user: await deps.users.toPublicUser(user), purpose: verification.purpose, next: isReset ? '/p/change-password' : '/p/dashboard' };
    },

    async login(input: { mobile: string; password: string }, origin: RequestOrigin) {
      const keys = [`login:mobile:${input.mobile}`, `login:ip:${origin.ip}`];
      await claimLoginAttempt(limiter, keys);
      const user = await users.findByMobile(input.mobile);
      const isRightPassword = await verifyPassword(input.password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !isRightPassword) {
        throw new AppError('VALIDATION', 'شماره موبایل یا رمز عبور نادرست است.', { errors: ['شماره موبایل یا رمز عبور نادرست است.'] });
      }
      await settleSuccessfulAttempt(limiter, keys);
      if (!user.is_verified) {
        return { verification_code: await startVerification('register', user.mobile, user) };
      }
      const { token } = await sessions.startSession({ role: 'user', subjectId: user.id, ...origin });
      return { token, user: await deps.users.toPublicUser(user) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

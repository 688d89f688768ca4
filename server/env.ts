import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { developmentAppKey } from './security/app-key';

/** `https://app.example.com`, as a browser sends it in `Origin`: scheme, host and port, nothing more. */
const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;

/** `NAME=` in an env file is no value: the variable counts as unset (and production says so). */
const unsetWhenEmpty = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** What production must be told, because each default is safe only in development. */
const PRODUCTION_NEEDS = {
  PAYMENT_GATEWAY: 'production takes top-ups only through a gateway named here: zarinpal (or sandbox, where no money moves and any user can credit themselves)',
  NOTIFY_DRIVER:
    'production texts verification codes only through a sender named here: kavenegar (or console or file, which write the codes where whoever reads them can use them)',
  APP_KEY:
    "production needs a secret of at least 32 characters for the keyed hashes of verification codes and the encryption of admins' TOTP secrets (openssl rand -base64 32)",
} as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().default('file:./data/app.sqlite'),
    REDIS_URL: z.string().optional(),
    /** Put before every Redis key, so deployments (or test runs) sharing one Redis keep apart. */
    REDIS_KEY_PREFIX: z.string().default(''),
    /** How long SIGTERM waits for the requests in flight before it cuts their connections. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
    /** pino's level for the JSON log lines on standard output. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The share (0–1) of fast, successful requests that get a request line (1: all). Answers of 500 or
     * more, requests the client gave up on and requests of LOG_SLOW_MS or longer are always logged.
     */
    LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
    LOG_SLOW_MS: z.coerce.number().min(0).default(1000),
    STORAGE_ROOT: z.string().default('./storage'),
    /** Where texts go. Production names it; development defaults to the console. */
    NOTIFY_DRIVER: unsetWhenEmpty(z.enum(['console', 'file', 'smtp', 'kavenegar']).optional()),
    NOTIFY_FILE: z.string().default('./data/notify.jsonl'),
    SMTP_URL: z.string().optional(),
    SMTP_FROM: z.string().default('no-reply@localhost'),
    KAVENEGAR_API_KEY: z.string().optional(),
    KAVENEGAR_SENDER: z.string().optional(),
    ADMIN_USERNAME: z.string().default('admin'),
    ADMIN_PASSWORD: z.string().optional(),
    /** Texts (verification codes, notices) one client address may cause in an hour. */
    SMS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
    /** Texts the whole site may send in an hour: the ceiling on what SMS pumping can cost. */
    SMS_PER_HOUR: z.coerce.number().int().positive().default(1000),
    /**
     * How many proxies in front of the app append to X-Forwarded-For; the client is the entry that many
     * places from the right. Entries further left are written by the caller and never believed.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /** The older switch: `true` means one trusted proxy. */
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /**
     * Origins whose pages may call the API from the browser, comma-separated. Only a separate API host
     * needs them: the one-process server serves pages and API from one origin.
     */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isOrigin, { error: 'each entry must be an origin such as https://app.example.com (no path, no trailing slash)' }))),
    /**
     * The site's address as payers' browsers reach it (`https://portal.example.com`), for the gateway's
     * callback; without it the address the request came to is used.
     */
    PUBLIC_URL: z.string().refine(isOrigin, { error: 'must be an origin such as https://portal.example.com' }).optional(),
    /** Which gateway takes top-ups: the sandbox (no money moves) or Zarinpal. Production names it; development defaults to the sandbox. */
    PAYMENT_GATEWAY: unsetWhenEmpty(z.enum(['sandbox', 'zarinpal']).optional()),
    /**
     * The key of the keyed hashes of short secrets (verification codes, admins' recovery codes), kept out
     * of the database so that no backup or read of it gives a code back, and the root of the key admins'
     * TOTP secrets are encrypted with (server/modules/two-factor/secret-box.ts). Production names it;
     * development keeps a generated one in data/app-key. Changing it makes the codes already texted fail
     * and every admin's second factor stop opening (reset them), and nothing else.
     */
    APP_KEY: unsetWhenEmpty(z.string().min(32, { error: 'must be at least 32 characters (openssl rand -base64 32)' }).optional()),
    ZARINPAL_MERCHANT_ID: z.string().optional(),
    ZARINPAL_API_URL: z.string().url().default('https://api.zarinpal.com/pg/v4'),
    ZARINPAL_STARTPAY_URL: z.string().url().default('https://www.zarinpal.com/pg/StartPay'),
    /** The largest video an admin may upload, in bytes (2 GB unless said). */
    VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 1024 * 1024 * 1024),
    /** Scheduled database backups: one a day at BACKUP_DAILY_AT (Tehran time), or none. */
    BACKUP_SCHEDULE: z.enum(['daily', 'off']).default('daily'),
    BACKUP_DAILY_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time such as 03:30' })
      .default('03:30'),
    /** Scheduled backups kept: the newest of each of this many days, and of this many weeks (Saturday to Friday). */
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
    /** Page views (and video plays) older than this many days are deleted by the hourly housekeeping. */
    PAGE_VIEWS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** The dump and client programs for a MySQL/MariaDB database (mysqldump and mysql on MySQL itself). */
    BACKUP_DUMP_COMMAND: z.string().min(1).default('mariadb-dump'),
    BACKUP_CLIENT_COMMAND: z.string().min(1).default('mariadb'),
    /**
     * Overload: past either limit a new request is answered 503 with Retry-After at once instead of
     * waiting in an unbounded queue (health checks and built files are always served). 0 turns a limit off.
     * The event loop's mean delay over the last half second, in ms: a backstop for a loop kept busy by
     * something other than requests, since renders queued behind each other delay it too (50 visitors
     * at once kept it at 240–320 ms while their answers came within 260 ms):
     */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
    /**
     * The standing wait, in ms: the shortest time any request of the last half second waited for its
     * answer to start (a download counts only until its first byte). Past it, requests queue faster
     * than they are served.
     */
    OVERLOAD_MAX_WAIT_MS: z.coerce.number().int().min(0).default(1_000),
    /**
     * Password hashes (scrypt, on libuv's thread pool, which file reads share) run this many at once:
     * the cores, at most 3, so file reads keep a thread of the default 4.
     */
    PASSWORD_HASHES_AT_ONCE: z.coerce
      .number()
      .int()
      .positive()
      .default(Math.max(1, Math.min(availableParallelism(), 3))),
    /** A sign-in, registration or password change whose hash would wait longer than this (ms) for its turn is refused with 503. */
    PASSWORD_HASH_MAX_WAIT_MS: z.coerce.number().int().min(0).default(1_000),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const [name, problem] of Object.entries(PRODUCTION_NEEDS)) {
      if (env[name as keyof typeof PRODUCTION_NEEDS] === undefined) context.addIssue({ code: 'custom', path: [name], message: `not set, and ${problem}` });
    }
    if (env.NOTIFY_DRIVER === 'smtp') {
      context.addIssue({
        code: 'custom',
        path: ['NOTIFY_DRIVER'],
        message: 'smtp sends email only, and every verification code is a text that would go to the log: name kavenegar',
      });
    }
  })
  .transform(({ TRUST_PROXY_HOPS, PAYMENT_GATEWAY, NOTIFY_DRIVER, APP_KEY, ...rest }) => ({
    ...rest,
    TRUST_PROXY_HOPS: TRUST_PROXY_HOPS ?? (rest.TRUST_PROXY === 'true' ? 1 : 0),
    // Production has named all three (above); development and tests get the zero-setup defaults.
    PAYMENT_GATEWAY: PAYMENT_GATEWAY ?? 'sandbox',
    NOTIFY_DRIVER: NOTIFY_DRIVER ?? 'console',
    // A test's key lives as long as its process: nothing it hashes is kept.
    APP_KEY: APP_KEY ?? (rest.NODE_ENV === 'development' ? developmentAppKey() : randomBytes(32).toString('base64url')),
  }));

export type Env = z.infer<typeof envSchema>;

/** The one line a refused environment is reported in: every variable at fault, with what is wrong. */
export class EnvironmentError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvironmentError(`invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** What each development-only driver named in production means, for a warning at start. */
export function developmentDriversNamed(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (env.PAYMENT_GATEWAY === 'sandbox')
    warnings.push('PAYMENT_GATEWAY=sandbox: no money moves, and any signed-in user can credit their own balance; for tests only');
  if (env.NOTIFY_DRIVER === 'console') warnings.push('NOTIFY_DRIVER=console: verification codes are written to standard output, not texted; for tests only');
  if (env.NOTIFY_DRIVER === 'file') warnings.push(`NOTIFY_DRIVER=file: verification codes are written to ${env.NOTIFY_FILE}, not texted; for tests only`);
  return warnings;
}

import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('file:./data/app.sqlite'),
  REDIS_URL: z.string().optional(),
  STORAGE_ROOT: z.string().default('./storage'),
  NOTIFY_DRIVER: z.enum(['console', 'file', 'smtp', 'kavenegar']).default('console'),
  NOTIFY_FILE: z.string().default('./data/notify.jsonl'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('no-reply@localhost'),
  KAVENEGAR_API_KEY: z.string().optional(),
  KAVENEGAR_SENDER: z.string().optional(),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { developmentDriversNamed, readEnv } from '../../server/env';
import { developmentAppKey } from '../../server/security/app-key';

const APP_KEY = 'a-production-key-of-at-least-32-characters';
/** What a production deployment must name; each test leaves one out. */
const NAMED = {
  NODE_ENV: 'production' as const,
  PAYMENT_GATEWAY: 'zarinpal',
  ZARINPAL_MERCHANT_ID: 'merchant',
  NOTIFY_DRIVER: 'kavenegar',
  KAVENEGAR_API_KEY: 'kavenegar-key',
  APP_KEY,
};
const without = (name: keyof typeof NAMED) => ({ ...NAMED, [name]: undefined });

/** The one line readEnv refuses with. */
function refusalOf(source: NodeJS.ProcessEnv): string {
  try {
    readEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('readEnv accepted the environment');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('production never fails open', () => {
  it.each(['PAYMENT_GATEWAY', 'NOTIFY_DRIVER', 'APP_KEY'] as const)('refuses to start without %s, in one line naming it', (name) => {
    const refusal = refusalOf(without(name));
    expect(refusal).toContain(name);
    expect(refusal).not.toContain('\n');
  });

  it('an empty value, as an env file leaves it, is not a name', () => {
    expect(refusalOf({ ...NAMED, PAYMENT_GATEWAY: '' })).toContain('PAYMENT_GATEWAY');
  });

  it('names every missing variable at once', () => {
    const refusal = refusalOf({ NODE_ENV: 'production' });
    for (const name of ['PAYMENT_GATEWAY', 'NOTIFY_DRIVER', 'APP_KEY']) expect(refusal).toContain(name);
    expect(refusal).not.toContain('\n');
  });

  it('refuses an application key too short to be a secret', () => {
    expect(refusalOf({ ...NAMED, APP_KEY: 'short' })).toContain('APP_KEY');
  });

  it('refuses the smtp sender, which can send no text and would write codes to the log', () => {
    expect(refusalOf({ ...NAMED, NOTIFY_DRIVER: 'smtp', SMTP_URL: 'smtp://mail.example.com' })).toContain('NOTIFY_DRIVER');
  });

  it('starts with everything named, and warns of nothing', () => {
    const env = readEnv(NAMED);
    expect(env).toMatchObject({ PAYMENT_GATEWAY: 'zarinpal', NOTIFY_DRIVER: 'kavenegar', APP_KEY });
    expect(developmentDriversNamed(env)).toEqual([]);
  });

  it('starts with the sandbox and the console or file sender when they are named, and warns of each', () => {
    for (const driver of ['console', 'file']) {
      const env = readEnv({ ...NAMED, PAYMENT_GATEWAY: 'sandbox', NOTIFY_DRIVER: driver });
      const warnings = developmentDriversNamed(env);
      expect(warnings).toEqual([expect.stringContaining('PAYMENT_GATEWAY=sandbox'), expect.stringContaining(`NOTIFY_DRIVER=${driver}`)]);
    }
  });
});

describe('development needs no setup', () => {
  it('takes top-ups through the sandbox and prints texts to the terminal', () => {
    const env = readEnv({ NODE_ENV: 'development', APP_KEY });
    expect(env).toMatchObject({ PAYMENT_GATEWAY: 'sandbox', NOTIFY_DRIVER: 'console' });
    expect(developmentDriversNamed(env)).toEqual([]);
  });

  it('generates its application key on the first start, prints it once, and keeps it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-key-'));
    try {
      const file = path.join(dir, 'data', 'app-key');
      const printed = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const first = developmentAppKey(file);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(printed).toHaveBeenCalledTimes(1);
      expect(printed).toHaveBeenCalledWith(expect.stringContaining(first));
      expect(developmentAppKey(file)).toBe(first);
      expect(printed).toHaveBeenCalledTimes(1);
      expect((await fs.stat(file)).mode & 0o077).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { spawnServerProcess } from '../tests/support/server-process';

const BUSY_MESSAGE = 'سرویس الان شلوغ است. لطفاً چند لحظه دیگر دوباره تلاش کنید.';

/**
 * A second production server of this spec's own, whose Redis is away (nothing listens on port 1 of
 * this machine): every sign-in is refused with 503 as in a real outage, while the suite's server and
 * the machine's Redis are left alone.
 */
let busyServer: { baseUrl: string; stop: () => Promise<void> };

test.describe.configure({ mode: 'serial' });

// Playwright reads a hook's fixtures from this (empty) destructuring pattern.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-busy-'));
  const server = await spawnServerProcess(
    path.resolve('dist/server.mjs'),
    {
      DATABASE_URL: `file:${path.join(runDir, 'app.sqlite')}`,
      REDIS_URL: 'redis://127.0.0.1:1',
      NOTIFY_FILE: path.join(runDir, 'notify.jsonl'),
      ADMIN_PASSWORD: 'e2e-busy-admin-password',
      STORAGE_ROOT: path.join(runDir, 'storage'),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    { pages: true },
  );
  busyServer = {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.signal('SIGTERM');
      await fs.rm(runDir, { recursive: true, force: true });
    },
  };
  // Its readiness check says 503 (Redis is away), so liveness and the sign-in page tell when it serves.
  await expect
    .poll(
      () =>
        fetch(`${busyServer.baseUrl}/login`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await busyServer?.stop();
});

test('a person who signs in while Redis is away is told the service is busy, and stays on the sign-in page', async ({ page }) => {
  await page.goto(`${busyServer.baseUrl}/login`);
  await page.getByLabel('شماره موبایل').fill('09121234567');
  await page.getByLabel('رمز عبور').fill('a-long-passphrase');
  await page.getByRole('button', { name: 'ورود' }).click();

  await expect(page.getByRole('alert').filter({ hasText: BUSY_MESSAGE })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('اینترنت خود را بررسی کنید')).toHaveCount(0);
});

test('an admin who signs in while Redis is away is told the service is busy too', async ({ page }) => {
  await page.goto(`${busyServer.baseUrl}/admin/login`);
  await page.getByLabel('نام کاربری').fill('admin');
  await page.getByLabel('رمز عبور').fill('e2e-busy-admin-password');
  await page.getByRole('button', { name: 'ورود' }).click();

  await expect(page.getByRole('alert').filter({ hasText: BUSY_MESSAGE })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

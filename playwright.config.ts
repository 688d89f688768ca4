import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { UNDER_TEST_NOT_UNDER_LOAD } from './tests/support/server-process';

// Workers evaluate this file again; the run directory is fixed once, by the first process, through the environment.
process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const runDir = process.env.E2E_RUN_DIR;
const port = Number(process.env.E2E_PORT ?? 3100);
export const notifyFile = path.join(runDir, 'notify.jsonl');

// Debian's old headless shell, where installed: the whole browser in headless mode also runs its own
// interface and a GPU process emulated in software, whose CPU on a 2-core machine outweighed the
// server's and the test workers' together (the suite took 15.7 min with it, 10.1 with the shell).
// The shell renders with the same Blink.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fa-IR',
    // Recording a trace costs every action a DOM snapshot and screenshots, passing or not: a sixth of
    // the suite's time on CI (a11y spec 228 → 190 s, three others 246 → 207 s). There a failure is
    // retried once, and the retry records it; a local run, which does not retry, keeps a failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The browser asks for less motion, so antd's dialogs and drawers open without their zoom and slide
    // (components/app/antd-provider.tsx). Animated, a dialog's button could be judged still while its
    // zoom waited to start, then move between the press and the release: the click missed it (the
    // backups test's cancel or confirm, a few runs in a hundred on a busy machine). dialog-focus.spec.ts
    // keeps the animated dialogs covered.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: browserPath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build (`npm run build`: Next's and the compiled server) on a database of its own, sending codes to a file the tests read.
    command: 'node --enable-source-maps dist/server.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `file:${path.join(runDir, 'app.sqlite')}`,
      // Production starts only with these named: the sandbox gateway and the file sender, for tests.
      PAYMENT_GATEWAY: 'sandbox',
      NOTIFY_DRIVER: 'file',
      NOTIFY_FILE: notifyFile,
      APP_KEY: randomBytes(32).toString('base64url'),
      // Every browser here comes from 127.0.0.1; the per-address text allowance would otherwise stop the suite.
      SMS_PER_IP_PER_HOUR: '1000',
      ...UNDER_TEST_NOT_UNDER_LOAD,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      STORAGE_ROOT: path.join(runDir, 'storage'),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});

import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where the API
    // tests spend half their time waiting on MariaDB, so a worker per core (at least two) keeps both busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          // Plain Node: a file that needs a document says so in its first line (`@vitest-environment
          // jsdom`); jsdom's setup cost ~0.8 s of CPU per file, and most files here never touch it.
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Migrates and seeds one SQLite file and one MySQL schema for the whole run; each test copies them.
          globalSetup: ['tests/support/database-templates.ts'],
          // Each test opens a fresh database of its own (on MariaDB too, one per test), so files run side by side.
          fileParallelism: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The compiled production server as real processes (tests/support/server-process.ts).
          name: 'instances',
          environment: 'node',
          include: ['tests/instances/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The production build (pages and API) with a heap probe: nothing a request creates outlives it. Needs `npm run build`.
          name: 'memory',
          environment: 'node',
          include: ['tests/memory/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { expect, test } from './support/fixtures';

// Token cookies are input anyone can send. This spec runs a server of its own (the build's
// dist/server.mjs with its pages, on a database of its own) rather than the suite's: only a process
// whose every request is this spec's can show in its log that none of them raised an error, and a
// spec cannot read the suite's server's output.

/** Values no token has: control characters once decoded, bad percent-encoding, too long, non-ASCII, and one of the right shape that no session has. */
const JUNK_VALUES = [
  '%00',
  '%0A',
  '%0D%0AX-Injected:%201',
  '%E0%A4%A',
  '%',
  'a'.repeat(6000),
  // The UTF-8 bytes of a Persian word, sent as they are (a header string is sent as latin1).
  Buffer.from('توکن‌نامعتبر', 'utf8').toString('latin1'),
  '"quoted value"',
  'A'.repeat(43),
];

/** Every page of the build, a dynamic segment filled with a made-up value; not `/500`, the error page, which answers 500 by its nature. */
async function pagesOfTheBuild(): Promise<string[]> {
  const manifest = JSON.parse(await fs.readFile(path.resolve('.next/server/pages-manifest.json'), 'utf8')) as Record<string, string>;
  return Object.keys(manifest)
    .filter((page) => !page.startsWith('/_') && !page.startsWith('/api/') && page !== '/500')
    .map((page) => page.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, 'x').replace(/\[[^\]]+\]/g, '1'));
}

/** A GET with this Cookie header exactly as given (node:http sends header strings as latin1 bytes). */
function statusOf(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject);
  });
}

test.describe('junk token cookies', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let runDir: string;
  let server: ServerProcess;

  test.beforeAll(async () => {
    runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-junk-cookies-'));
    server = await startServerProcess(
      path.resolve('dist/server.mjs'),
      {
        DATABASE_URL: `file:${path.join(runDir, 'app.sqlite')}`,
        STORAGE_ROOT: path.join(runDir, 'storage'),
        NOTIFY_FILE: path.join(runDir, 'notify.jsonl'),
        ADMIN_PASSWORD: 'junk-cookies-admin-password',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      { pages: true },
    );
  });
  test.afterAll(async () => {
    await server?.kill();
    await fs.rm(runDir, { recursive: true, force: true });
  });

  test('every page answers a junk user_token or admin_token without a 5xx, and the server logs no error and stays up', async () => {
    const pages = await pagesOfTheBuild();
    expect(pages).toEqual(
      expect.arrayContaining([
        '/login',
        '/register',
        '/verify/1',
        '/forget-password',
        '/contact-us',
        '/status',
        '/p/dashboard',
        '/admin',
        '/admin/login',
        '/admin/users/1',
      ]),
    );
    const serverErrors: string[] = [];
    for (const page of pages) {
      for (const junk of JUNK_VALUES) {
        // The settings cookies (theme, language, sidebar) ride along: every page reads them too.
        for (const cookie of [`user_token=${junk}; settings=${junk}`, `admin_token=${junk}; sidebar=${junk}`]) {
          const status = await statusOf(server.baseUrl + page, cookie);
          if (status >= 500) serverErrors.push(`${page} with ${cookie.slice(0, 40)}: ${status}`);
        }
      }
    }
    expect(serverErrors).toEqual([]);

    expect(await server.signal('SIGTERM'), `the server did not stop cleanly:\n${server.output().slice(-4000)}`).toBe(0);
    const errorLines = server
      .output()
      .split('\n')
      .filter((line) => (line.startsWith('{') ? (JSON.parse(line) as { level: number }).level >= 50 : /error|exception|⨯/i.test(line)));
    expect(errorLines).toEqual([]);
  });
});

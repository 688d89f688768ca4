// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { HttpResponse, delay, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Feedback, FeedbackKind } from '../../lib/feedback';
import { ApiError } from '../../lib/http/api-error';
import { api as typedApi } from '../../lib/http/api';
import { attachmentName, createHttpClient } from '../../lib/http/client';
import { saveDownload } from '../../lib/http/save-download';
import { readCachedResponse } from '../../lib/http/response-cache';
import { i18n } from '../../lib/i18n';
import { messageIn } from '../../server/i18n/messages';

const BASE_URL = 'http://api.test/api/v1';
const api = (path: string) => `${BASE_URL}${path}`;
const CURRENT_PATH = '/p/dashboard?tab=gifts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function createFeedbackRecorder(): Feedback & { shown: { kind: FeedbackKind; text: string }[] } {
  const shown: { kind: FeedbackKind; text: string }[] = [];
  return { shown, toast: (kind, text) => void shown.push({ kind, text }) };
}

function setUp() {
  const feedback = createFeedbackRecorder();
  const navigate = vi.fn<(url: string) => void>();
  const client = createHttpClient({ baseURL: BASE_URL, feedback, currentPath: () => CURRENT_PATH, navigate });
  return { client, feedback, navigate };
}

/** The ApiError a failed call rejects with; fails the test when the call succeeds. */
async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Cookie values of a token's shape (43 base64url characters), as the server makes them: anything else is no token. */
const USER_TOKEN = 'user-secret'.padEnd(43, '0');
const ADMIN_TOKEN = 'admin-secret'.padEnd(43, '0');

describe('HTTP client', () => {
  it('sends the user token from the user_token cookie as a bearer token', async () => {
    Cookies.set('user_token', USER_TOKEN);
    let authorization: string | null = null;
    server.use(
      mock.get(api('/user/profile'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ hasError: false, message: '', data: {} });
      }),
    );
    const { client } = setUp();

    await client.get('/user/profile');

    expect(authorization).toBe(`Bearer ${USER_TOKEN}`);
  });

  it('a keepalive request (a save as the page is left) goes by fetch with keepalive and carries the token too', async () => {
    Cookies.set('user_token', USER_TOKEN);
    let sent: { authorization: string | null; keepalive: boolean } | null = null;
    server.use(
      mock.post(api('/user/videos/7/position'), ({ request }) => {
        sent = { authorization: request.headers.get('Authorization'), keepalive: request.keepalive };
        return HttpResponse.json({ hasError: false, message: '', data: null });
      }),
    );
    const { client } = setUp();

    await client.post('/user/videos/7/position', { position_seconds: 42 }, { adapter: 'fetch', fetchOptions: { keepalive: true } });

    expect(sent).toEqual({ authorization: `Bearer ${USER_TOKEN}`, keepalive: true });
  });

  it('sends the admin token on admin calls', async () => {
    Cookies.set('user_token', USER_TOKEN);
    Cookies.set('admin_token', ADMIN_TOKEN);
    let authorization: string | null = null;
    server.use(
      mock.get(api('/admin/profile'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ hasError: false, message: '', data: {} });
      }),
    );
    const { client } = setUp();

    await client.get('/admin/profile', { role: 'admin' });

    expect(authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('hands back a successful envelope without showing anything', async () => {
    server.use(mock.get(api('/user/dashboard'), () => HttpResponse.json({ hasError: false, message: 'ok', data: { balance: 5 } })));
    const { client, feedback } = setUp();

    const response = await client.get('/user/dashboard');

    expect(response.data).toEqual({ hasError: false, message: 'ok', data: { balance: 5 } });
    expect(feedback.shown).toEqual([]);
  });

  it('shows the response text as an error toast on a 404', async () => {
    server.use(mock.get(api('/admin/gifts/9/single'), () => new HttpResponse('Gift not found', { status: 404 })));
    const { client, feedback } = setUp();

    const error = await failureOf(client.get('/admin/gifts/9/single'));

    expect(feedback.shown).toEqual([{ kind: 'error', text: 'Gift not found' }]);
    expect(error.status).toBe(404);
  });

  it('shows the server message of a JSON 404 as an error toast', async () => {
    server.use(mock.get(api('/admin/users/single/9'), () => HttpResponse.json({ hasError: true, message: 'کاربر پیدا نشد' }, { status: 404 })));
    const { client, feedback } = setUp();

    await failureOf(client.get('/admin/users/single/9'));

    expect(feedback.shown).toEqual([{ kind: 'error', text: 'کاربر پیدا نشد' }]);
  });

  it('signs the user out on a 401 and sends them to login with the way back', async () => {
    Cookies.set('user_token', 'expired');
    server.use(mock.get(api('/user/profile'), () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })));
    const { client, feedback, navigate } = setUp();

    const error = await failureOf(client.get('/user/profile'));

    expect(Cookies.get('user_token')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(`/login?r=${encodeURIComponent(CURRENT_PATH)}`);
    expect(error.status).toBe(401);
    expect(feedback.shown).toEqual([]);
  });

  it('signs an admin out on a 401 and sends them to the admin login', async () => {
    Cookies.set('user_token', 'still-valid');
    Cookies.set('admin_token', 'expired');
    server.use(mock.get(api('/admin/dashboard'), () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })));
    const { client, navigate } = setUp();

    await failureOf(client.get('/admin/dashboard', { role: 'admin' }));

    expect(Cookies.get('admin_token')).toBeUndefined();
    expect(Cookies.get('user_token')).toBe('still-valid');
    expect(navigate).toHaveBeenCalledWith(`/admin/login?r=${encodeURIComponent(CURRENT_PATH)}`);
  });

  it.each([403, 500])('fails with status %i and shows nothing', async (status) => {
    server.use(mock.get(api('/admin/menu'), () => HttpResponse.json({ message: 'nope' }, { status })));
    const { client, feedback, navigate } = setUp();

    const error = await failureOf(client.get('/admin/menu'));

    expect(error).toMatchObject({ kind: 'http', status });
    expect(feedback.shown).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'TARGET_OUTRANKS_CALLER'],
    [404, 'ADMIN_NOT_FOUND'],
    [422, 'USERNAME_TAKEN'],
    [429, 'RATE_LIMITED'],
  ])('a %i refusal tells the caller its code', async (status, code) => {
    server.use(mock.post(api('/admin/admin/create'), () => HttpResponse.json({ hasError: true, message: 'نه', data: { code } }, { status })));
    const { client } = setUp();

    const error = await failureOf(client.post('/admin/admin/create', {}, { role: 'admin' }));

    expect(error.code).toBe(code);
  });

  it('an envelope marked hasError on a 200 tells its code too, and a failure without one has none', async () => {
    server.use(
      mock.get(api('/user/dashboard'), () => HttpResponse.json({ hasError: true, message: 'نه', data: { code: 'FORBIDDEN' } })),
      mock.get(api('/user/profile'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    const { client } = setUp();

    expect((await failureOf(client.get('/user/dashboard'))).code).toBe('FORBIDDEN');
    expect((await failureOf(client.get('/user/profile'))).code).toBeUndefined();
  });

  it('shows all validation errors of a 422 in one warning toast, one per line', async () => {
    server.use(
      mock.post(api('/auth/register'), () =>
        HttpResponse.json({ hasError: true, message: 'invalid', errors: ['موبایل الزامی است', 'رمز عبور کوتاه است'] }, { status: 422 }),
      ),
    );
    const { client, feedback } = setUp();

    const error = await failureOf(client.post('/auth/register', {}));

    expect(feedback.shown).toEqual([{ kind: 'warning', text: 'موبایل الزامی است\nرمز عبور کوتاه است' }]);
    expect(error.errors).toEqual(['موبایل الزامی است', 'رمز عبور کوتاه است']);
  });

  it('treats a 200 answer marked hasError as a failure and shows its message', async () => {
    server.use(mock.post(api('/auth/verify'), () => HttpResponse.json({ hasError: true, message: 'کد نادرست است', data: null })));
    const { client, feedback } = setUp();

    const error = await failureOf(client.post('/auth/verify', { code: '11111' }));

    expect(error).toMatchObject({ kind: 'envelope', message: 'کد نادرست است', status: 200 });
    expect(feedback.shown).toEqual([{ kind: 'error', text: 'کد نادرست است' }]);
  });

  it('asks the user to check their internet when no answer comes back', async () => {
    server.use(mock.get(api('/user/dashboard'), () => HttpResponse.error()));
    const { client, feedback } = setUp();

    const error = await failureOf(client.get('/user/dashboard'));

    expect(error.kind).toBe('network');
    expect(feedback.shown).toEqual([{ kind: 'error', text: i18n.t('errors.network') }]);
    expect(i18n.t('errors.network')).toBe('خطا! اینترنت خود را بررسی کنید.');
  });

  it('only logs a cancelled request', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    let markArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (markArrived = resolve));
    server.use(
      mock.get(api('/admin/users/list'), async () => {
        markArrived();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { client, feedback } = setUp();
    const controller = new AbortController();

    const request = client.get('/admin/users/list', { signal: controller.signal });
    await arrived;
    controller.abort();
    const error = await failureOf(request);

    expect(error.kind).toBe('cancelled');
    expect(info).toHaveBeenCalled();
    expect(feedback.shown).toEqual([]);
  });

  it.for(['fa', 'en'] as const)('a busy server’s refusal (503) shows its own message in %s, not the internet or error 2020 text', async (language) => {
    await i18n.changeLanguage(language);
    try {
      const busy = messageIn(language, 'SERVICE_UNAVAILABLE');
      server.use(
        mock.post(api('/auth/login'), () =>
          HttpResponse.json({ hasError: true, message: busy, data: { code: 'SERVICE_UNAVAILABLE' } }, { status: 503, headers: { 'Retry-After': '2' } }),
        ),
      );
      const { client, feedback, navigate } = setUp();

      const error = await failureOf(client.post('/auth/login', { mobile: '09120000000', password: 'a-long-passphrase' }));

      expect(error).toMatchObject({ kind: 'http', status: 503, code: 'SERVICE_UNAVAILABLE', message: busy });
      expect(feedback.shown).toEqual([{ kind: 'error', text: busy }]);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage('fa');
    }
  });

  it('shows the generic error 2020 for any other failure', async () => {
    server.use(mock.get(api('/user/dashboard'), () => new HttpResponse(null, { status: 418 })));
    const { client, feedback } = setUp();

    const error = await failureOf(client.get('/user/dashboard'));

    expect(error.status).toBe(418);
    expect(feedback.shown).toEqual([{ kind: 'error', text: 'خطای ۲۰۲۰' }]);
  });

  it('serves a cached GET from the cache the second time', async () => {
    let hits = 0;
    server.use(
      mock.get(api('/admin/filters'), () => {
        hits += 1;
        return HttpResponse.json({ hasError: false, message: '', data: ['active'] });
      }),
    );
    const { client } = setUp();

    const first = await client.get('/admin/filters', { cacheKey: 'admin-filters' });
    const second = await client.get('/admin/filters', { cacheKey: 'admin-filters' });

    expect(hits).toBe(1);
    expect(second.data).toEqual(first.data);
  });

  it('does not cache a POST even when it has a cache key', async () => {
    server.use(mock.post(api('/admin/mysql/export'), () => HttpResponse.json({ hasError: false, message: 'exported', data: null })));
    const { client } = setUp();

    await client.post('/admin/mysql/export', {}, { cacheKey: 'mysql-export' });

    expect(readCachedResponse('mysql-export')).toBeUndefined();
  });

  it('asks the server again for a GET without a cache key', async () => {
    let hits = 0;
    server.use(
      mock.get(api('/admin/filters'), () => {
        hits += 1;
        return HttpResponse.json({ hasError: false, message: '', data: [] });
      }),
    );
    const { client } = setUp();

    await client.get('/admin/filters');
    await client.get('/admin/filters');

    expect(hits).toBe(2);
  });

  it('does not cache a failed answer', async () => {
    let hits = 0;
    server.use(
      mock.get(api('/admin/filters'), () => {
        hits += 1;
        return HttpResponse.json({ hasError: true, message: 'later' });
      }),
    );
    const { client } = setUp();

    await failureOf(client.get('/admin/filters', { cacheKey: 'admin-filters' }));
    await failureOf(client.get('/admin/filters', { cacheKey: 'admin-filters' }));

    expect(hits).toBe(2);
  });
});

/** The names files are saved under (the link's `download` at its click) and the progress reported. */
function recordSavedFiles() {
  const saved: string[] = [];
  const progress: number[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, progress, click };
}

describe('saving a download', () => {
  it('shows download failed when the file cannot be fetched', async () => {
    server.use(mock.get('*/api/v1/admin/videos/7/downloadMp4', () => new HttpResponse(null, { status: 500 })));
    const feedback = createFeedbackRecorder();

    await expect(
      saveDownload((options) => typedApi.videos.download({ params: { id: 7 } }, options), { filename: 'meeting.mp4', feedback }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(feedback.shown).toEqual([{ kind: 'error', text: i18n.t('errors.downloadFailed') }]);
  });

  it('shows only download failed, not also the 404 text, when the file is missing', async () => {
    server.use(mock.get('*/api/v1/admin/videos/8/downloadMp4', () => HttpResponse.json({ hasError: true, message: 'یافت نشد', data: null }, { status: 404 })));
    const feedback = createFeedbackRecorder();
    const shared = await import('react-toastify');
    const sharedToast = vi.spyOn(shared.toast, 'error');

    await expect(
      saveDownload((options) => typedApi.videos.download({ params: { id: 8 } }, options), { filename: 'meeting.mp4', feedback }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(feedback.shown).toEqual([{ kind: 'error', text: i18n.t('errors.downloadFailed') }]);
    expect(sharedToast).not.toHaveBeenCalled();
  });
  it("saves a streamed file under the server's name and ends its progress at 100", async () => {
    server.use(
      mock.get(
        '*/api/v1/admin/payments/export',
        () =>
          new HttpResponse('\uFEFFa,b\r\n1,2\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="payments-1405-09-01.csv"' },
          }),
      ),
    );
    const { saved, progress, click } = recordSavedFiles();

    await saveDownload((options) => typedApi.payments.export({ query: { format: 'csv' } }, options), {
      filename: 'payments.csv',
      estimatedBytes: 1_000_000,
      onProgress: (p) => progress.push(p),
    });

    expect(saved).toEqual(['payments-1405-09-01.csv']);
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
    click.mockRestore();
  });

  it('downloads a file by POST with a body when asked, as the backup download is', async () => {
    const received: unknown[] = [];
    server.use(
      mock.post('*/api/v1/admin/mysql/download', async ({ request }) => {
        received.push(await request.json());
        return new HttpResponse(new Uint8Array([0x1f, 0x8b, 0, 0]), {
          headers: { 'content-type': 'application/gzip', 'content-length': '4', 'content-disposition': 'attachment; filename="backup.sqlite.gz"' },
        });
      }),
    );
    const { saved, progress, click } = recordSavedFiles();

    await saveDownload((options) => typedApi.backups.download({ body: { name: 'backup.sqlite.gz' } }, options), {
      filename: 'x.gz',
      onProgress: (p) => progress.push(p),
    });

    expect(received).toEqual([{ name: 'backup.sqlite.gz' }]);
    expect(saved).toEqual(['backup.sqlite.gz']);
    expect(progress.at(-1)).toBe(100);
    click.mockRestore();
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="payments-1405-09-01.xlsx"')).toBe('payments-1405-09-01.xlsx');
    expect(attachmentName(undefined)).toBeUndefined();
  });

  it('a download keeps its Persian name from the header’s UTF-8 filename*', () => {
    expect(attachmentName(`attachment; filename="____.txt"; filename*=UTF-8''${encodeURIComponent('رسید.txt')}`)).toBe('رسید.txt');
    expect(attachmentName(`attachment; filename="a.txt"; filename*=UTF-8''%E0%A4%A`)).toBe('a.txt');
  });
});

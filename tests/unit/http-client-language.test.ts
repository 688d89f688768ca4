import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../lib/http/client';
import { i18n } from '../../lib/i18n';

const BASE_URL = 'http://api.test/api/v1';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18n.changeLanguage('fa');
});
afterAll(() => server.close());

/** The Accept-Language header of one call made while the page is in `language`. */
async function languageSentIn(language: 'fa' | 'en'): Promise<string | null> {
  let sent: string | null = null;
  server.use(
    mock.post(`${BASE_URL}/user/change/profile`, ({ request }) => {
      sent = request.headers.get('Accept-Language');
      return HttpResponse.json({ hasError: false, message: '', data: null });
    }),
  );
  await i18n.changeLanguage(language);
  const client = createHttpClient({ baseURL: BASE_URL, feedback: { toast: () => undefined }, currentPath: () => '/', navigate: () => undefined });
  await client.post('/user/change/profile', { name: 'Sara' });
  return sent;
}

describe('HTTP client language', () => {
  it('asks the API for Persian while the page is in Persian', async () => {
    expect(await languageSentIn('fa')).toBe('fa');
  });

  it('asks the API for English while the page is in English', async () => {
    expect(await languageSentIn('en')).toBe('en');
  });
});

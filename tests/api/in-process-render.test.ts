import { describe, expect, vi } from 'vitest';
import { API_PREFIX, createApp } from '../../server/app';
import { statusAndText } from '../../server/http/envelope';
import { inProcessRequest } from '../../server/http/in-process-request';
import { inProcessCall } from '../../server/overload/load-shedding';
import { adminToken, apiTest, dialects, registerVerifiedUser, type TestApi } from '../support/test-api';

/** A server render's call of the API in this process, as lib/ssr.ts and server/main.ts make it: Hono's env names the render. */
function renderCall(api: TestApi, path: string, token: string, render: object) {
  const request = inProcessRequest({ method: 'GET', url: `http://in-process${API_PREFIX}${path}`, headers: { Authorization: `Bearer ${token}` } });
  return createApp(api.services).fetch(request, inProcessCall(render));
}

describe.each(dialects)('a server render calling the API in process on %s', (dialect) => {
  const it = apiTest(dialect);

  it("signs the visitor in once for all of a page's calls", async ({ api }) => {
    const { token } = await registerVerifiedUser(api);
    const lookUp = vi.spyOn(api.services.sessions, 'findLiveUserSession');
    const render = {};

    const answers = await Promise.all([renderCall(api, '/user/profile', token, render), renderCall(api, '/user/dashboard', token, render)]);
    expect((await renderCall(api, '/user/payments/list', token, render)).status).toBe(200);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('signs in again for the next render: a session ended between two page loads is noticed', async ({ api }) => {
    const { token } = await registerVerifiedUser(api);
    expect((await renderCall(api, '/user/profile', token, {})).status).toBe(200);

    await api.request('POST', '/auth/logout', { token });

    expect((await renderCall(api, '/user/profile', token, {})).status).toBe(401);
  });

  it("an admin page's calls share one sign-in and each still checks its permission", async ({ api }) => {
    const token = await adminToken(api, { permissions: ['admins.manage'] });
    const lookUp = vi.spyOn(api.services.adminAuth, 'callerFor');
    const render = {};

    const paths = ['/admin/shell', '/admin/admin/list', '/admin/filters', '/admin/payments/list'];
    const statuses = await Promise.all(paths.map(async (path) => (await renderCall(api, path, token, render)).status));

    expect(statuses).toEqual([200, 200, 200, 403]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it("reads a JSON answer's text as the API wrote it, without reading its body back, and any other answer's body", async ({ api }) => {
    const { token } = await registerVerifiedUser(api);
    const profile = await renderCall(api, '/user/profile', token, {});
    const answer = await statusAndText(profile);
    expect(profile.bodyUsed).toBe(false);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ hasError: false, data: { user: { mobile: expect.any(String) } } });

    const document = await createApp(api.services).request(`${API_PREFIX}/openapi.json`);
    const documentAnswer = await statusAndText(document);
    expect(document.bodyUsed).toBe(true);
    expect(JSON.parse(documentAnswer.text)).toMatchObject({ openapi: expect.any(String) });
  });

  it('a user token in one render is no admin sign-in in it', async ({ api }) => {
    const { token } = await registerVerifiedUser(api);
    const render = {};
    expect((await renderCall(api, '/user/profile', token, render)).status).toBe(200);
    expect((await renderCall(api, '/admin/shell', token, render)).status).toBe(401);
  });
});

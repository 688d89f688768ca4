import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { adminToken, apiTest, createAdminViaApi, dialects, expectErrorEnvelope, formData, PERSIAN_LETTERS, type TestApi } from '../support/test-api';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** JPEG's start-of-image marker and a JFIF header are all the store looks at. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64, 1)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const MB = 1024 * 1024;

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
/** A PNG signature followed by padding, `size` bytes in all. */
const pngOfSize = (size: number) => file(Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]), 'big.png', 'image/png');

const profileCalls = (api: TestApi) => ({
  changeProfile: (token: string, fields: Parameters<typeof formData>[0]) => api.request('POST', '/admin/change_profile', { token, form: formData(fields) }),
  profile: async (token: string) => (await api.request('GET', '/admin/profile', { token })).body.data.admin,
  storedAvatars: async () => fs.readdir(path.join(api.env.STORAGE_ROOT, 'avatars')).catch(() => [] as string[]),
});

describe.each(dialects)('admin profile and avatars on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('change_profile', () => {
    it('a PNG avatar is stored and its URL serves the same bytes as image/png with nosniff', async ({ api }) => {
      const { changeProfile, profile } = profileCalls(api);
      const token = await adminToken(api);
      const response = await changeProfile(token, { name: 'مدیر تازه', avatar: file(PNG, 'me.png', 'image/png') });
      expect(response.status, response.text).toBe(200);
      const avatarUrl = response.body.data.admin.avatar_url as string;
      expect(avatarUrl).toMatch(/^\/api\/v1\/files\/avatars\/[0-9a-f]{32}\.png$/);
      expect(response.body.data.admin.name).toBe('مدیر تازه');
      expect(await profile(token)).toMatchObject({ name: 'مدیر تازه', avatar_url: avatarUrl });

      const served = await api.request('GET', avatarUrl);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.bytes).equals(PNG)).toBe(true);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('a JPEG avatar is served as image/jpeg whatever name it came with', async ({ api }) => {
      const response = await profileCalls(api).changeProfile(await adminToken(api), { name: 'مدیر', avatar: file(JPEG, 'photo.png', 'image/png') });
      expect(response.status, response.text).toBe(200);
      const avatarUrl = response.body.data.admin.avatar_url as string;
      expect(avatarUrl).toMatch(/\.jpg$/);
      const served = await api.request('GET', avatarUrl);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(served.bytes).equals(JPEG)).toBe(true);
    });

    it('changing only the name keeps the avatar', async ({ api }) => {
      const { changeProfile, profile } = profileCalls(api);
      const token = await adminToken(api);
      const withAvatar = await changeProfile(token, { name: 'اول', avatar: file(PNG, 'me.png', 'image/png') });
      const response = await changeProfile(token, { name: 'دوم' });
      expect(response.status, response.text).toBe(200);
      expect(await profile(token)).toMatchObject({ name: 'دوم', avatar_url: withAvatar.body.data.admin.avatar_url });
    });

    it('a replaced avatar’s old file is deleted and no longer served', async ({ api }) => {
      const { changeProfile, storedAvatars } = profileCalls(api);
      const token = await adminToken(api);
      const oldUrl = (await changeProfile(token, { name: 'مدیر', avatar: file(PNG, 'old.png', 'image/png') })).body.data.admin.avatar_url as string;
      const replaced = await changeProfile(token, { name: 'مدیر', avatar: file(JPEG, 'new.jpg', 'image/jpeg') });
      expect(replaced.status, replaced.text).toBe(200);
      const newUrl = replaced.body.data.admin.avatar_url as string;

      expect((await api.request('GET', oldUrl)).status).toBe(404);
      expect((await api.request('GET', newUrl)).status).toBe(200);
      expect(await storedAvatars()).toEqual([path.basename(newUrl)]);
    });

    it('a sixth upload within a minute is refused with 429, a Persian message and Retry-After, and stores nothing', async ({ api }) => {
      const { changeProfile, storedAvatars } = profileCalls(api);
      const token = await adminToken(api);
      for (let upload = 1; upload <= 5; upload++) {
        const accepted = await changeProfile(token, { name: 'مدیر', avatar: file(PNG, 'me.png', 'image/png') });
        expect(accepted.status, accepted.text).toBe(200);
      }
      const stored = await storedAvatars();

      const refused = await changeProfile(token, { name: 'مدیر', avatar: file(PNG, 'me.png', 'image/png') });
      expect(refused.status, refused.text).toBe(429);
      expectErrorEnvelope(refused);
      expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      expect(refused.body.message).not.toMatch(/[0-9]/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await storedAvatars()).toEqual(stored);
      // A change without a file is no upload.
      expect((await changeProfile(token, { name: 'فقط نام' })).status).toBe(200);
    });

    it('the upload allowance comes back after a minute and is counted per admin', async ({ api }) => {
      const { changeProfile } = profileCalls(api);
      const token = await adminToken(api);
      const upload = (as: string) => changeProfile(as, { name: 'مدیر', avatar: file(PNG, 'me.png', 'image/png') });
      for (let count = 1; count <= 5; count++) await upload(token);
      expect((await upload(token)).status).toBe(429);
      expect((await upload(await adminToken(api, { permissions: [] }))).status).toBe(200);

      api.advanceMinutes(1);
      expect((await upload(token)).status).toBe(200);
    });

    it('an empty name is refused with 422', async ({ api }) => {
      const response = await profileCalls(api).changeProfile(await adminToken(api), { name: '' });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('an HTML file named avatar.png is refused with 422 and a Persian message, and nothing is stored', async ({ api }) => {
      const { changeProfile, profile, storedAvatars } = profileCalls(api);
      const token = await adminToken(api);
      const response = await changeProfile(token, { name: 'نفوذی', avatar: file(HTML, 'avatar.png', 'image/png') });
      expect(response.status, response.text).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      expect(await profile(token)).toMatchObject({ avatar_url: null });
      expect(await storedAvatars()).toEqual([]);
    });

    it('an SVG avatar is refused with 422 and a Persian message', async ({ api }) => {
      const { changeProfile, storedAvatars } = profileCalls(api);
      for (const name of ['avatar.svg', 'avatar.png']) {
        const response = await changeProfile(await adminToken(api), { name: 'مدیر', avatar: file(SVG, name, 'image/svg+xml') });
        expect(response.status, response.text).toBe(422);
        expectErrorEnvelope(response);
        expect(response.body.message).toMatch(PERSIAN_LETTERS);
      }
      expect(await storedAvatars()).toEqual([]);
    });

    it('a 3 MB image is refused with 413 and a Persian message', async ({ api }) => {
      const { changeProfile, profile, storedAvatars } = profileCalls(api);
      const token = await adminToken(api);
      const response = await changeProfile(token, { name: 'مدیر', avatar: pngOfSize(3 * MB) });
      expect(response.status, response.text).toBe(413);
      expectErrorEnvelope(response);
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
      expect(await profile(token)).toMatchObject({ avatar_url: null });
      expect(await storedAvatars()).toEqual([]);
    });

    it('an image just over 2 MB, inside the body limit, is refused with 413 too', async ({ api }) => {
      const response = await profileCalls(api).changeProfile(await adminToken(api), { name: 'مدیر', avatar: pngOfSize(2 * MB + 1024) });
      expect(response.status, response.text).toBe(413);
      expectErrorEnvelope(response);
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
    });

    it('an image of just under 2 MB is accepted', async ({ api }) => {
      const response = await profileCalls(api).changeProfile(await adminToken(api), { name: 'مدیر', avatar: pngOfSize(2 * MB - 1024) });
      expect(response.status, response.text).toBe(200);
    });

    it('a JSON body is refused with 415', async ({ api }) => {
      const response = await api.request('POST', '/admin/change_profile', { token: await adminToken(api), body: { name: 'مدیر' } });
      expect(response.status).toBe(415);
      expectErrorEnvelope(response);
    });
  });

  describe.concurrent('avatars of other admins and serving', () => {
    it('an admin created with an avatar has it served', async ({ api }) => {
      const response = await api.request('POST', '/admin/admin/create', {
        token: await adminToken(api),
        form: formData({
          name: 'با تصویر',
          username: 'with_avatar',
          password: 'Kooh-Damavand-5671',
          permissions: [''],
          avatar: file(PNG, 'a.png', 'image/png'),
        }),
      });
      expect(response.status, response.text).toBe(201);
      const served = await api.request('GET', response.body.data.admin.avatar_url);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.bytes).equals(PNG)).toBe(true);
    });

    it('an HTML avatar is refused on create and update too', async ({ api }) => {
      const token = await adminToken(api);
      const html = () => file(HTML, 'avatar.png', 'image/png');
      const created = await api.request('POST', '/admin/admin/create', {
        token,
        form: formData({ name: 'نفوذی', username: 'html_avatar', password: 'Kooh-Damavand-5671', permissions: [''], avatar: html() }),
      });
      expect(created.status, created.text).toBe(422);
      const { admin } = await createAdminViaApi(api, token);
      const updated = await api.request('POST', `/admin/admin/${admin.id}/update`, { token, form: formData({ avatar: html() }) });
      expect(updated.status, updated.text).toBe(422);
      expect(await profileCalls(api).storedAvatars()).toEqual([]);
    });

    it('an admin’s avatar replaced through update is deleted and no longer served', async ({ api }) => {
      const token = await adminToken(api);
      const { admin } = await createAdminViaApi(api, token);
      const update = (name: string) =>
        api.request('POST', `/admin/admin/${admin.id}/update`, { token, form: formData({ avatar: file(PNG, name, 'image/png') }) });
      const oldUrl = (await update('old.png')).body.data.admin.avatar_url as string;
      const replaced = await update('new.png');
      expect(replaced.status, replaced.text).toBe(200);
      const newUrl = replaced.body.data.admin.avatar_url as string;

      expect((await api.request('GET', oldUrl)).status).toBe(404);
      expect((await api.request('GET', newUrl)).status).toBe(200);
      expect(await profileCalls(api).storedAvatars()).toEqual([path.basename(newUrl)]);
    });

    it('only names the store made are served: unknown names and paths get 404', async ({ api }) => {
      for (const name of ['0'.repeat(32) + '.png', '..%2F..%2Fapp.sqlite', 'x.html', '%2Fetc%2Fpasswd']) {
        const response = await api.request('GET', `/files/avatars/${name}`);
        expect(response.status, name).toBe(404);
        expectErrorEnvelope(response);
      }
    });
  });

  describe.concurrent('the shell for server-side rendering', () => {
    it('the shell answers the admin and its menu in one call, as profile and menu do apart', async ({ api }) => {
      const token = await adminToken(api, { permissions: ['users.view'] });
      const shell = await api.request('GET', '/admin/shell', { token });
      expect(shell.status, shell.text).toBe(200);
      const profile = await api.request('GET', '/admin/profile', { token });
      const menu = await api.request('GET', '/admin/menu', { token });
      expect(shell.body.data).toEqual({ admin: profile.body.data.admin, menu: menu.body.data.menu, must_set_up_two_factor: false, security: null });
    });

    it("a super admin's shell carries the security settings, as their own call answers them", async ({ api }) => {
      const token = await adminToken(api);
      const shell = await api.request('GET', '/admin/shell', { token });
      expect(shell.status, shell.text).toBe(200);
      const settings = await api.request('GET', '/admin/settings/security', { token });
      expect(shell.body.data.security).toEqual(settings.body.data);
      expect(shell.body.data.security).toEqual({ two_factor_required: false });
    });
  });
});

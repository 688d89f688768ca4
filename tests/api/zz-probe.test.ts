import { it, expect } from 'vitest';
import { createTestApi, registerVerifiedUser, GOOD_PASSWORD } from '../support/test-api';
it('probe', async () => {
  for (const dialect of ['sqlite', 'mysql'] as const) {
    const api = await createTestApi({ dialect });
    const rs = await Promise.all([1, 2, 3].map(() => api.request('POST', '/auth/register', { body: { name: 'aa bb', mobile: '09121112233', password: GOOD_PASSWORD } })));
    console.log(dialect, 'concurrent register', rs.map((r) => r.status));
    const { mobile } = await registerVerifiedUser(api);
    const ls = await Promise.all(Array.from({ length: 20 }, () => api.request('POST', '/auth/login', { body: { mobile, password: 'Wrong-Pass-1' } })));
    console.log(dialect, 'concurrent wrong logins', ls.map((r) => r.status).join(','));
    const u = await registerVerifiedUser(api);
    await api.services.db.updateTable('users').set({ deleted_at: 1 }).where('id', '=', u.user.id).execute();
    const again = await api.request('POST', '/auth/register', { body: { name: 'aa bb', mobile: u.mobile, password: GOOD_PASSWORD } });
    console.log(dialect, 'register deleted mobile', again.status, again.text);
    const bad = await api.request('POST', '/auth/verify', { body: { verification_code: 'abc', code: '12' } });
    console.log(dialect, bad.text);
    const emoji = await api.request('POST', '/auth/register', { body: { name: '😀'.repeat(50), mobile: '09121119999', password: GOOD_PASSWORD, email: 'a'.repeat(64) + '@' + 'b'.repeat(120) + '.com' } });
    console.log(dialect, 'emoji', emoji.status, emoji.text.slice(0, 200));
    const ua = await api.request('POST', '/auth/login', { body: { mobile, password: GOOD_PASSWORD }, headers: { 'user-agent': '😀'.repeat(200) } });
    console.log(dialect, 'ua', ua.status, ua.text.slice(0, 100));
    await api.close();
  }
  expect(1).toBe(1);
});

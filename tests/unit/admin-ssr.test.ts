import type { GetServerSidePropsContext } from 'next';
import { afterEach, describe, expect, it } from 'vitest';
import { withAdminPage } from '../../lib/admin-ssr';
import { getServerSideProps as adminsPage } from '../../pages/admin/admins';
import { registerInProcessApi } from '../../lib/in-process-api';

const admin = { id: 1, name: 'مدیر', username: 'admin', avatar_url: null, permissions: [], is_super: true, is_active: true, created_at: 0, updated_at: 0 };
const menu = [{ key: 'dashboard', icon: 'DashboardOutlined', path: '/admin' }];

/** The API as getServerSideProps reaches it in the same process, answering the shell and the old pair alike. */
function recordingApi({ mustSetUpTwoFactor = false } = {}) {
  const paths: string[] = [];
  registerInProcessApi(async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    paths.push(path);
    const data =
      path === '/admin/shell'
        ? { admin, menu, must_set_up_two_factor: mustSetUpTwoFactor, security: { two_factor_required: true } }
        : path === '/admin/admin/list'
          ? { items: [], total: 0, page: 1, per_page: 20 }
          : path === '/admin/profile'
            ? { admin }
            : { menu };
    return { status: 200, text: JSON.stringify({ hasError: false, message: '', data }) };
  });
  return paths;
}

const contextWithAdminCookie = (resolvedUrl = '/admin') =>
  ({
    req: { cookies: { admin_token: 'admin-token'.padEnd(43, '0') }, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } },
    res: { statusCode: 200, setHeader: () => undefined },
    resolvedUrl,
    query: {},
  }) as unknown as GetServerSidePropsContext;

describe('admin pages rendered on the server', () => {
  afterEach(() => registerInProcessApi(undefined as never));

  it('an admin page asks the API once for the admin and the menu', async () => {
    const paths = recordingApi();
    const result = await withAdminPage()(contextWithAdminCookie());
    expect(paths).toEqual(['/admin/shell']);
    expect(result).toMatchObject({ props: { admin, menu, isMobile: false, forbidden: false } });
  });

  it('an admin who must set up a second factor is sent to the profile from any other page, and not from the profile', async () => {
    recordingApi({ mustSetUpTwoFactor: true });
    expect(await withAdminPage()(contextWithAdminCookie('/admin/users?page=2'))).toEqual({ redirect: { destination: '/admin/profile', permanent: false } });
    expect(await withAdminPage()(contextWithAdminCookie('/admin/profile'))).toMatchObject({ props: { mustSetUpTwoFactor: true, forbidden: false } });
  });

  it("the admins page asks for its list alone: a super admin's security settings come with the shell", async () => {
    const paths = recordingApi();
    const result = await adminsPage(contextWithAdminCookie('/admin/admins'));
    expect(paths).toEqual(['/admin/shell', '/admin/admin/list']);
    expect(result).toMatchObject({ props: { forbidden: false, page: { security: { two_factor_required: true }, list: { list: { total: 0 } } } } });
  });
});

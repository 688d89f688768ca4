import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { adminToken } from './admins';
import { createVerifiedUser, type TestUser } from './users';

/** A verified user, signed in as by the super admin: the browser holds the admin's token and the one login_using_id gave. */
export async function signInAsUserByAdmin(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<{ user: TestUser & { id: number }; adminToken: string; userToken: string }> {
  const user = await createVerifiedUser(request);
  const profile = await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${user.token}` } });
  const { data } = (await profile.json()) as { data: { user: { id: number } } };
  const admin = await adminToken(request);
  const response = await request.get(`/api/v1/admin/users/login_using_id/${data.user.id}`, { headers: { Authorization: `Bearer ${admin}` } });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`login_using_id gave no token: ${response.status()}`);
  await context.addCookies([
    { name: 'admin_token', value: admin, url: baseURL },
    { name: 'user_token', value: token, url: baseURL },
  ]);
  return { user: { ...user, id: data.user.id }, adminToken: admin, userToken: token };
}

import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { adminLogin, adminToken, createAdminViaApi, type TestApi } from './test-api';

export const TOTP_STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at `at` (ms). */
export const totpCodeAt = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

/** A code that is not `code`: for a wrong try that cannot be right by chance. */
export const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A new admin (may manage admins) signed in with its password alone. */
export async function staffAdmin(api: TestApi) {
  const created = await createAdminViaApi(api, await adminToken(api), { permissions: ['admins.manage'] });
  const signedIn = await adminLogin(api, created.username, created.password);
  expect(signedIn.status, signedIn.text).toBe(200);
  return { ...created, token: signedIn.body.token! };
}

/** Sets up the second factor of the admin behind `token`; the clock then moves a step on, so the setup's code lies behind it. */
export async function enableTwoFactor(api: TestApi, token: string) {
  const started = await api.request('POST', '/admin/two_factor/setup', { token });
  expect(started.status, started.text).toBe(200);
  const secret = started.body.data.secret as string;
  const confirmed = await api.request('POST', '/admin/two_factor/confirm', { token, body: { code: totpCodeAt(secret, api.clock.now()) } });
  expect(confirmed.status, confirmed.text).toBe(200);
  api.clock.advance(TOTP_STEP_MS);
  return { secret, recoveryCodes: confirmed.body.data.recovery_codes as string[] };
}

/** The password step of an admin with a second factor: its challenge. */
export async function passwordStep(api: TestApi, username: string, password: string, headers?: Record<string, string>): Promise<string> {
  const response = await adminLogin(api, username, password, headers);
  expect(response.status, response.text).toBe(200);
  expect(response.body.token).toBeUndefined();
  return response.body.data.two_factor.challenge as string;
}

export const loginWithCode = (api: TestApi, challenge: string, code: string) => api.request('POST', '/admin/auth/login/code', { body: { challenge, code } });

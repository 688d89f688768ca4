import { describe, expect } from 'vitest';
import { REFUSAL_STATUS, type RefusalCode } from '../../shared/contracts/refusals';
import { EXPORT_LOCK } from '../../server/modules/backups/service';
import {
  ADMIN_USERNAME,
  adminLogin,
  adminToken,
  apiTest,
  createTestApi,
  dialects,
  expectErrorEnvelope,
  formData,
  GOOD_PASSWORD,
  registerPendingUser,
  registerVerifiedUser,
  uniqueMobile,
  type ApiResponse,
  type TestApi,
} from '../support/test-api';

import { tinyMp4 } from '../support/mp4';
import { enableTwoFactor, loginWithCode, otherThan, passwordStep, staffAdmin, totpCodeAt } from '../support/two-factor';

const json = { 'content-type': 'application/json' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const image = (bytes: Buffer) => new File([new Uint8Array(bytes)], 'avatar.png', { type: 'image/png' });

const video = (bytes: Buffer) => new File([new Uint8Array(bytes)], 'meeting.mp4', { type: 'video/mp4' });
const uploadVideo = async (api: TestApi, fields: Parameters<typeof formData>[0]) =>
  api.request('POST', '/admin/videos/create', { token: await adminToken(api), form: formData({ title: 'جلسه', ...fields }) });

async function seededAdminId(api: TestApi): Promise<number> {
  const row = await api.services.db.selectFrom('admins').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An admin who may manage admins and nothing else. */
const adminsManager = (api: TestApi) => adminToken(api, { permissions: ['admins.manage'] });

const updateAdmin = async (api: TestApi, token: string, id: number, fields: Parameters<typeof formData>[0]) =>
  api.request('POST', `/admin/admin/${id}/update`, { token, form: formData(fields) });

const createAdmin = async (api: TestApi, token: string, fields: Parameters<typeof formData>[0]) =>
  api.request('POST', '/admin/admin/create', { token, form: formData({ name: 'کارمند', username: 'staff_one', password: GOOD_PASSWORD, ...fields }) });

async function register(api: TestApi) {
  const mobile = uniqueMobile();
  const response = await api.request('POST', '/auth/register', { body: { name: 'کاربر', mobile, password: GOOD_PASSWORD } });
  return { id: response.body.data.verification_code as string, code: api.lastCodeFor(mobile) };
}

/** A draft gift made by the seeded super admin; returns its id and the token. */
async function draftGift(api: TestApi, fields: Record<string, unknown> = {}) {
  const token = await adminToken(api);
  const { user } = await registerVerifiedUser(api);
  const created = await api.request('POST', '/admin/gifts/create', {
    token,
    body: { title: 'هدیه', amount: 10_000, audience: 'users', user_ids: [user.id], ...fields },
  });
  return { token, id: created.body.data.gift.id as number };
}

/** A new user opens a ticket in the first unit with these fields changed. */
async function openTicket(api: TestApi, fields: Parameters<typeof formData>[0]) {
  const { token } = await registerVerifiedUser(api);
  return api.request('POST', '/user/support/create', { token, form: formData({ unit_id: '1', subject: 'موضوع', text: 'متن', ...fields }) });
}

const verify = (api: TestApi, id: string, code: string) => api.request('POST', '/auth/verify', { body: { verification_code: id, code } });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

type RefusalOfNoRoute = 'IDEMPOTENCY_KEY_IN_PROGRESS';
// IDEMPOTENCY_KEY_IN_PROGRESS needs a call held open while its repeat comes: tests/api/idempotency.test.ts holds one on a probe route.
type RoutedRefusal = Exclude<RefusalCode, RefusalOfNoRoute>;

const adjustBalance = async (api: TestApi, userId: number, body: unknown, headers?: Record<string, string>) =>
  api.request('POST', `/admin/users/${userId}/adjust_balance`, { token: await adminToken(api), body, headers });

/**
 * One call per refusal that earns it. Keyed by every refusal code a route can answer, so a code added
 * to server/errors.ts without a call here does not compile.
 */
const refusals: Record<RoutedRefusal, { when: string; call: (api: TestApi) => Promise<ApiResponse> }> = {
  UNAUTHENTICATED: { when: 'a call without a token', call: (api) => api.request('GET', '/user/profile') },
  FORBIDDEN: {
    when: 'an admin lacking the route’s permission',
    call: async (api) => api.request('GET', '/admin/admin/list', { token: await adminToken(api, { permissions: ['users.view'] }) }),
  },
  TARGET_OUTRANKS_CALLER: {
    when: 'a non-super admin changing a super admin',
    call: async (api) => updateAdmin(api, await adminsManager(api), await seededAdminId(api), { name: 'دیگر' }),
  },
  SUPER_ADMIN_ONLY_BY_SUPER: {
    when: 'a non-super admin creating a super admin',
    call: async (api) => createAdmin(api, await adminsManager(api), { is_super: 'true', permissions: [''] }),
  },
  PERMISSION_NOT_HELD: {
    when: 'an admin granting a permission it lacks',
    call: async (api) => createAdmin(api, await adminsManager(api), { permissions: ['users.view'] }),
  },
  NOT_FOUND: { when: 'an unknown API path', call: (api) => api.request('GET', '/no/such/route') },
  USER_NOT_FOUND: {
    when: 'an admin signing in as a user that does not exist',
    call: async (api) => api.request('GET', '/admin/users/login_using_id/999999', { token: await adminToken(api) }),
  },
  JOB_NOT_FOUND: {
    when: 'the progress of a job that does not exist',
    call: async (api) => api.request('GET', '/admin/users/no_balance_notification/999999', { token: await adminToken(api) }),
  },
  IMPERSONATION_READ_ONLY: {
    when: 'a password change in a session an admin opened as the user',
    call: async (api) => {
      const { user } = await registerVerifiedUser(api);
      const signedIn = await api.request('GET', `/admin/users/login_using_id/${user.id}`, { token: await adminToken(api) });
      return api.request('POST', '/user/change/password', {
        token: signedIn.body.token,
        body: { current_password: GOOD_PASSWORD, password: 'Abi-Darya-5521' },
      });
    },
  },
  ADMIN_NOT_FOUND: {
    when: 'an admin id that does not exist',
    call: async (api) => api.request('GET', '/admin/admin/999999/first', { token: await adminToken(api) }),
  },
  PAYLOAD_TOO_LARGE: {
    when: 'a body over the route’s limit',
    call: (api) => api.request('POST', '/auth/login', { rawBody: JSON.stringify({ mobile: 'x'.repeat(2 * 1024 * 1024) }), headers: json }),
  },
  IMAGE_TOO_LARGE: {
    when: 'an avatar over 2 MB',
    call: async (api) =>
      api.request('POST', '/admin/change_profile', {
        token: await adminToken(api),
        form: formData({ name: 'مدیر', avatar: image(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)])) }),
      }),
  },
  UNSUPPORTED_MEDIA_TYPE: {
    when: 'a JSON route sent text/plain',
    call: (api) => api.request('POST', '/auth/login', { rawBody: '{}', headers: { 'content-type': 'text/plain' } }),
  },
  VALIDATION_FAILED: { when: 'a body that fails its schema', call: (api) => api.request('POST', '/auth/login', { body: { mobile: '123' } }) },
  INVALID_JSON: { when: 'a body that is not JSON', call: (api) => api.request('POST', '/auth/login', { rawBody: '{"mobile":', headers: json }) },
  WRONG_MOBILE_OR_PASSWORD: {
    when: 'a user sign-in with a wrong password',
    call: async (api) => {
      const { mobile } = await registerVerifiedUser(api);
      return api.request('POST', '/auth/login', { body: { mobile, password: 'Not-The-Password-1' } });
    },
  },
  WRONG_USERNAME_OR_PASSWORD: { when: 'an admin sign-in with a wrong password', call: (api) => adminLogin(api, ADMIN_USERNAME, 'not-the-password') },
  VERIFICATION_DEAD: {
    when: 'a resend for a verification that does not exist',
    call: (api) => api.request('POST', '/auth/resend', { body: { verification_code: 'a'.repeat(32) } }),
  },
  CODE_TRIES_EXHAUSTED: {
    when: 'the fifth wrong code',
    call: async (api) => {
      const { id, code } = await register(api);
      for (let i = 0; i < 4; i++) await verify(api, id, wrongCodeFor(code));
      return verify(api, id, wrongCodeFor(code));
    },
  },
  CODE_EXPIRED: {
    when: 'the right code after ten minutes',
    call: async (api) => {
      const { id, code } = await register(api);
      api.advanceMinutes(11);
      return verify(api, id, code);
    },
  },
  CODE_WRONG: {
    when: 'a wrong code',
    call: async (api) => {
      const { id, code } = await register(api);
      return verify(api, id, wrongCodeFor(code));
    },
  },
  CODE_USED: {
    when: 'one reset code typed twice at once',
    call: async (api) => {
      const { mobile } = await registerVerifiedUser(api);
      const started = await api.request('POST', '/auth/forget/password', { body: { mobile } });
      const id = started.body.data.verification_code as string;
      const code = api.lastCodeFor(mobile);
      const answers = await Promise.all([verify(api, id, code), verify(api, id, code)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      return answers.find((answer) => answer.status === 422)!;
    },
  },
  PASSWORD_TOO_COMMON: {
    when: 'a registration with a leaked password',
    call: (api) => api.request('POST', '/auth/register', { body: { name: 'کاربر', mobile: uniqueMobile(), password: 'password123' } }),
  },
  PASSWORD_ONE_CHARACTER: {
    when: 'a registration with one character repeated',
    call: (api) => api.request('POST', '/auth/register', { body: { name: 'کاربر', mobile: uniqueMobile(), password: 'zzzzzzzzzz' } }),
  },
  PASSWORD_IS_MOBILE: {
    when: 'a registration whose password is the mobile',
    call: (api) => {
      const mobile = uniqueMobile();
      return api.request('POST', '/auth/register', { body: { name: 'کاربر', mobile, password: `${mobile}x` } });
    },
  },
  CURRENT_PASSWORD_REQUIRED: {
    when: 'a user changing the password without the current one',
    call: async (api) => {
      const { token } = await registerVerifiedUser(api);
      return api.request('POST', '/user/change/password', { token, body: { password: 'Another-Good-Pass-9' } });
    },
  },
  CURRENT_PASSWORD_WRONG: {
    when: 'a user changing the password with a wrong current one',
    call: async (api) => {
      const { token } = await registerVerifiedUser(api);
      return api.request('POST', '/user/change/password', { token, body: { current_password: 'Not-The-Password-1', password: 'Another-Good-Pass-9' } });
    },
  },
  USERNAME_TAKEN: {
    when: 'a new admin with a username in use',
    call: async (api) => createAdmin(api, await adminToken(api), { username: ADMIN_USERNAME, permissions: [''] }),
  },
  LAST_SUPER_ADMIN: {
    when: 'the only super admin demoting itself',
    call: async (api) => updateAdmin(api, await adminToken(api), await seededAdminId(api), { is_super: 'false', permissions: ['admins.manage'] }),
  },
  OWN_ADMINS_MANAGE_KEPT: {
    when: 'an admin taking admins.manage from itself',
    call: async (api) => {
      const token = await adminsManager(api);
      const self = await api.request('GET', '/admin/profile', { token });
      return updateAdmin(api, token, self.body.data.admin.id, { permissions: [''] });
    },
  },
  OWN_ACCOUNT_KEPT_ACTIVE: {
    when: 'an admin disabling itself',
    call: async (api) => {
      const token = await adminsManager(api);
      const self = await api.request('GET', '/admin/profile', { token });
      return updateAdmin(api, token, self.body.data.admin.id, { is_active: 'false' });
    },
  },
  IMAGE_TYPE_REFUSED: {
    when: 'an avatar that is not an image',
    call: async (api) =>
      api.request('POST', '/admin/change_profile', {
        token: await adminToken(api),
        form: formData({ name: 'مدیر', avatar: image(Buffer.from('not an image at all')) }),
      }),
  },
  INSUFFICIENT_BALANCE: {
    when: 'an admin debiting more than the balance',
    call: async (api) => adjustBalance(api, (await registerVerifiedUser(api)).user.id, { amount: -1000, reason: 'اصلاح' }),
  },
  MOBILE_TAKEN: {
    when: 'an admin creating a user with a registered mobile',
    call: async (api) => {
      const { mobile } = await registerVerifiedUser(api);
      return api.request('POST', '/admin/users/create', { token: await adminToken(api), body: { name: 'کاربر', mobile, password: GOOD_PASSWORD } });
    },
  },
  USER_DELETED_ALREADY: {
    when: 'an admin deleting a deleted user again',
    call: async (api) => {
      const { user } = await registerVerifiedUser(api);
      const token = await adminToken(api);
      await api.request('DELETE', `/admin/users/delete/${user.id}`, { token });
      return api.request('DELETE', `/admin/users/delete/${user.id}`, { token });
    },
  },
  USER_NOT_VERIFIED: {
    when: 'an admin signing in as a registration whose code was never typed',
    call: async (api) => api.request('GET', `/admin/users/login_using_id/${(await registerPendingUser(api)).id}`, { token: await adminToken(api) }),
  },
  RATE_LIMITED: {
    when: 'a sixth wrong admin sign-in in a minute',
    call: async (api) => {
      for (let i = 0; i < 5; i++) await adminLogin(api, ADMIN_USERNAME, 'not-the-password');
      return adminLogin(api, ADMIN_USERNAME, 'not-the-password');
    },
  },
  RESEND_TOO_SOON: {
    when: 'a resend within the minute after a text',
    call: async (api) => api.request('POST', '/auth/resend', { body: { verification_code: (await register(api)).id } }),
  },
  SUPPORT_TICKET_NOT_FOUND: {
    when: 'a ticket id that does not exist',
    call: async (api) => api.request('GET', '/admin/support/message/999999/list', { token: await adminToken(api) }),
  },
  SUPPORT_UNIT_NOT_FOUND: {
    when: 'renaming a unit that does not exist',
    call: async (api) => api.request('PATCH', '/admin/support/unit/999999/update', { token: await adminToken(api), body: { name: 'واحد' } }),
  },
  SUPPORT_UNIT_UNAVAILABLE: {
    when: 'a ticket for a unit that does not exist',
    call: async (api) => openTicket(api, { unit_id: '999999' }),
  },
  ATTACHMENT_TYPE_REFUSED: {
    when: 'a ticket attachment that is neither image, PDF, text nor zip',
    call: async (api) => openTicket(api, { attachment: new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 0])], 'run.txt') }),
  },
  ATTACHMENT_TOO_LARGE: {
    when: 'a ticket attachment over 5 MB',
    call: async (api) => openTicket(api, { attachment: new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61)], 'big.txt') }),
  },
  CONTACT_MESSAGE_NOT_FOUND: {
    when: 'a contact-us message id that does not exist',
    call: async (api) => api.request('GET', '/admin/contact_us/999999', { token: await adminToken(api) }),
  },
  GIFT_NOT_FOUND: {
    when: 'a gift id that does not exist',
    call: async (api) => api.request('PATCH', '/admin/gifts/999999/single', { token: await adminToken(api) }),
  },
  BACKUP_NOT_FOUND: {
    when: 'downloading a backup the list does not have',
    call: async (api) =>
      api.request('POST', '/admin/mysql/download', { token: await adminToken(api), body: { name: 'backup-20260101-000000-000000.sqlite.gz' } }),
  },
  BACKUP_RUNNING: {
    when: 'a backup asked for while another export holds the lock',
    call: async (api) => {
      const lease = await api.services.locks.acquire(EXPORT_LOCK, 60_000);
      try {
        return await api.request('POST', '/admin/mysql/export', { token: await adminToken(api) });
      } finally {
        await lease?.release();
      }
    },
  },
  GIFT_PUBLISHED_LOCKED: {
    when: 'deleting a published gift',
    call: async (api) => {
      const { token, id } = await draftGift(api);
      await api.request('PATCH', `/admin/gifts/${id}/publish`, { token });
      return api.request('DELETE', `/admin/gifts/${id}/delete`, { token });
    },
  },
  GIFT_EXPIRED: {
    when: 'publishing a gift past its expiry',
    call: async (api) => {
      const { token, id } = await draftGift(api, { expires_at: api.clock.now() + 60_000 });
      api.advanceMinutes(2);
      return api.request('PATCH', `/admin/gifts/${id}/publish`, { token });
    },
  },
  GIFT_NO_RECIPIENTS: {
    when: 'publishing a gift for users below their minimum when none is',
    call: async (api) => {
      const { token, id } = await draftGift(api, { audience: 'below_minimum', user_ids: undefined });
      return api.request('PATCH', `/admin/gifts/${id}/publish`, { token });
    },
  },
  GIFT_EXPIRY_PAST: {
    when: 'a gift whose expiry has passed already',
    call: async (api) =>
      api.request('POST', '/admin/gifts/create', {
        token: await adminToken(api),
        body: { title: 'هدیه', amount: 1000, audience: 'all', expires_at: api.clock.now() - 1 },
      }),
  },
  GIFT_USERS_REQUIRED: {
    when: 'turning a gift for everyone into one for chosen users without choosing any',
    call: async (api) => {
      const { token, id } = await draftGift(api, { audience: 'all', user_ids: undefined });
      return api.request('PATCH', `/admin/gifts/${id}/update`, { token, body: { audience: 'users' } });
    },
  },
  GIFT_USERS_UNKNOWN: {
    when: 'a gift for a user that does not exist',
    call: async (api) =>
      api.request('POST', '/admin/gifts/create', {
        token: await adminToken(api),
        body: { title: 'هدیه', amount: 1000, audience: 'users', user_ids: [999999] },
      }),
  },
  IDEMPOTENCY_KEY_INVALID: {
    when: 'an Idempotency-Key of 129 characters',
    call: async (api) => {
      const { token, id } = await draftGift(api);
      return api.request('PATCH', `/admin/gifts/${id}/publish`, { token, headers: { 'Idempotency-Key': 'k'.repeat(129) } });
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    when: 'one Idempotency-Key sent with two different bodies',
    call: async (api) => {
      const token = await adminToken(api);
      const headers = { 'Idempotency-Key': 'same-key' };
      await api.request('POST', '/admin/gifts/create', { token, headers, body: { title: 'هدیه یک', amount: 1000, audience: 'all' } });
      return api.request('POST', '/admin/gifts/create', { token, headers, body: { title: 'هدیه دو', amount: 1000, audience: 'all' } });
    },
  },
  UPLOAD_RATE_LIMITED: {
    when: 'a sixth avatar upload in a minute',
    call: async (api) => {
      const token = await adminToken(api);
      const upload = () => api.request('POST', '/admin/change_profile', { token, form: formData({ name: 'مدیر', avatar: image(PNG_SIGNATURE) }) });
      for (let i = 0; i < 5; i++) await upload();
      return upload();
    },
  },
  SUPPORT_TICKETS_RATE_LIMITED: {
    when: 'an eleventh ticket from one user in an hour',
    call: async (api) => {
      const { token } = await registerVerifiedUser(api);
      const open = () => api.request('POST', '/user/support/create', { token, form: formData({ unit_id: '1', subject: 'موضوع', text: 'متن' }) });
      for (let i = 0; i < 10; i++) await open();
      return open();
    },
  },
  SUPPORT_REPLIES_RATE_LIMITED: {
    when: 'a sixty-first message from one user in an hour',
    call: async (api) => {
      const { token } = await registerVerifiedUser(api);
      const opened = await api.request('POST', '/user/support/create', { token, form: formData({ unit_id: '1', subject: 'موضوع', text: 'متن' }) });
      const reply = () => api.request('POST', `/user/support/${opened.body.data.ticket.id}/reply`, { token, form: formData({ text: 'دوباره' }) });
      for (let i = 0; i < 60; i++) await reply();
      return reply();
    },
  },
  VIDEO_NOT_FOUND: {
    when: 'the download of a video that does not exist',
    call: async (api) => api.request('GET', '/admin/videos/999999/downloadMp4', { token: await adminToken(api) }),
  },
  PLAYBACK_EXPIRED: {
    when: 'a playback address used after its few minutes',
    call: async (api) => {
      const owner = await registerVerifiedUser(api);
      const uploaded = await uploadVideo(api, { owner: owner.mobile, file: video(tinyMp4()) });
      const address = await api.request('POST', `/user/videos/${uploaded.body.data.video.id}/playback`, { token: owner.token, body: {} });
      api.advanceMinutes(6);
      return api.request('GET', address.body.data.path);
    },
  },
  VIDEO_NOT_MP4: { when: 'an upload whose content is not an MP4', call: (api) => uploadVideo(api, { file: video(PNG_SIGNATURE) }) },
  VIDEO_FILE_REQUIRED: { when: 'an upload without its file', call: (api) => uploadVideo(api, {}) },
  VIDEO_OWNER_UNKNOWN: { when: 'an upload for an owner no user is', call: (api) => uploadVideo(api, { owner: '09120000000', file: video(tinyMp4()) }) },
  RANGE_NOT_SATISFIABLE: {
    when: 'a range past the end of a video',
    call: async (api) => {
      const uploaded = await uploadVideo(api, { file: video(tinyMp4()) });
      return api.request('GET', `/admin/videos/${uploaded.body.data.video.id}/downloadMp4`, {
        token: await adminToken(api),
        headers: { range: 'bytes=99999999-' },
      });
    },
  },
  PAYMENT_NOT_FOUND: {
    when: 'a gateway callback naming an authority no payment has',
    call: (api) => api.request('GET', '/payments/callback/sandbox?Authority=forged&Status=OK'),
  },
  SERVICE_NOT_READY: {
    when: 'the readiness check while the database is closed',
    call: async (api) => {
      await api.services.db.destroy();
      return api.request('GET', '/health');
    },
  },
  SERVICE_UNAVAILABLE: {
    when: 'a sign-in while Redis, which the sign-in throttle needs, is away',
    call: async (api) => {
      // Nothing listens on port 1 of this machine.
      const redisAway = await createTestApi({ dialect: api.dialect, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
      try {
        return await adminLogin(redisAway, ADMIN_USERNAME, 'not-the-password');
      } finally {
        await redisAway.close();
      }
    },
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    when: 'an admin without a second factor once every admin needs one',
    call: async (api) => {
      const superToken = await adminToken(api);
      const staff = await staffAdmin(api);
      await enableTwoFactor(api, superToken);
      await api.request('POST', '/admin/settings/security', { token: superToken, body: { two_factor_required: true } });
      return api.request('GET', '/admin/admin/list', { token: staff.token });
    },
  },
  TWO_FACTOR_SETUP_NOT_STARTED: {
    when: 'a first code before any setup',
    call: async (api) => api.request('POST', '/admin/two_factor/confirm', { token: await adminToken(api), body: { code: '123456' } }),
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    when: 'a new setup while the second factor is on',
    call: async (api) => {
      const token = await adminToken(api);
      await enableTwoFactor(api, token);
      return api.request('POST', '/admin/two_factor/setup', { token });
    },
  },
  TWO_FACTOR_NOT_ENABLED: {
    when: 'a reset of an admin without a second factor',
    call: async (api) => api.request('POST', `/admin/admin/${(await staffAdmin(api)).admin.id}/two_factor/reset`, { token: await adminToken(api) }),
  },
  TWO_FACTOR_OWN_FIRST: {
    when: 'a super admin without a second factor requiring it of everyone',
    call: async (api) => api.request('POST', '/admin/settings/security', { token: await adminToken(api), body: { two_factor_required: true } }),
  },
  TWO_FACTOR_CODE_WRONG: {
    when: 'a wrong code at the second step',
    call: async (api) => {
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      return loginWithCode(api, await passwordStep(api, staff.username, staff.password), otherThan(totpCodeAt(secret, api.clock.now())));
    },
  },
  TWO_FACTOR_CODE_USED: {
    when: 'the code of a step already taken',
    call: async (api) => {
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const code = totpCodeAt(secret, api.clock.now());
      await loginWithCode(api, await passwordStep(api, staff.username, staff.password), code);
      return loginWithCode(api, await passwordStep(api, staff.username, staff.password), code);
    },
  },
  TWO_FACTOR_RECOVERY_CODE_USED: {
    when: 'a recovery code used a second time',
    call: async (api) => {
      const staff = await staffAdmin(api);
      const { recoveryCodes } = await enableTwoFactor(api, staff.token);
      await loginWithCode(api, await passwordStep(api, staff.username, staff.password), recoveryCodes[0]!);
      return loginWithCode(api, await passwordStep(api, staff.username, staff.password), recoveryCodes[0]!);
    },
  },
  TWO_FACTOR_CHALLENGE_EXPIRED: {
    when: 'a second step with a challenge no password earned',
    call: async (api) => loginWithCode(api, 'no-such-challenge', '123456'),
  },
  TWO_FACTOR_RESET_OWN: {
    when: 'a super admin resetting their own second factor',
    call: async (api) => {
      const token = await adminToken(api);
      await enableTwoFactor(api, token);
      const id = Number((await api.request('GET', '/admin/profile', { token })).body.data.admin.id);
      return api.request('POST', `/admin/admin/${id}/two_factor/reset`, { token });
    },
  },
  PAYMENT_GATEWAY_FAILED: {
    when: 'a top-up when the gateway cannot be reached',
    call: async (api) => {
      const unreachable = await createTestApi({
        dialect: api.dialect,
        env: { PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: 'x', ZARINPAL_API_URL: 'http://127.0.0.1:9/pg/v4' },
      });
      try {
        const { token } = await registerVerifiedUser(unreachable);
        return await unreachable.request('POST', '/user/payments', { token, body: { amount: 100_000 } });
      } finally {
        await unreachable.close();
      }
    },
  },
};

describe.each(dialects)('refusal codes on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('every refusal says which it is in data.code, beside its message', () => {
    const cases = (Object.keys(refusals) as RoutedRefusal[]).map((code) => [code, refusals[code].when] as const);
    it.for(cases)('%s: %s', async ([code], { api }) => {
      const response = await refusals[code].call(api);
      expect(response.status, response.text).toBe(REFUSAL_STATUS[code]);
      expectErrorEnvelope(response);
      expect(response.body.data.code).toBe(code);
    });
  });
});

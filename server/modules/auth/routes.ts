import { z } from 'zod';
import { anyone, defineRoute, signedInUser } from '../../http/route';
import {
  forgetPasswordBody,
  loginBody,
  loginData,
  registerBody,
  resendBody,
  resendData,
  verificationParams,
  verificationStartedData,
  verificationStatusData,
  verifiedData,
  verifyBody,
} from './schemas';

const labels = {
  name: 'FIELD_NAME',
  mobile: 'FIELD_MOBILE',
  password: 'FIELD_PASSWORD',
  email: 'FIELD_EMAIL',
  code: 'FIELD_CODE',
  verification_code: 'FIELD_VERIFICATION_ID',
} as const;
const tag = 'auth';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register',
    summary: 'Create an unverified account and send a verification code',
    tag,
    access: anyone,
    body: registerBody,
    labels,
    response: verificationStartedData,
    refusals: [429],
    handler: async ({ body, services, ip }) => ({
      message: 'CODE_TEXTED',
      data: { verification_code: await services.auth.register(body, ip) },
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/verify',
    summary: 'Check a verification code and sign in',
    tag,
    access: anyone,
    body: verifyBody,
    labels,
    response: verifiedData,
    handler: async ({ body, services, ip, userAgent }) => {
      const { token, ...data } = await services.auth.verify(body.verification_code, body.code, { ip, userAgent });
      return { message: 'MOBILE_VERIFIED', token, data };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/verification/:id',
    summary: 'What the verification screen shows: the masked mobile, the wait before a resend, the tries left',
    tag,
    access: anyone,
    params: verificationParams,
    labels: { id: 'FIELD_VERIFICATION_ID' },
    response: verificationStatusData,
    handler: async ({ params, services }) => ({ data: await services.auth.status(params.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/resend',
    summary: 'Send a new code for a verification',
    tag,
    access: anyone,
    body: resendBody,
    labels,
    response: resendData,
    refusals: [429],
    handler: async ({ body, services, ip }) => ({
      message: 'NEW_CODE_TEXTED',
      data: await services.auth.resend(body.verification_code, ip),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/forget/password',
    summary: 'Start a password reset (same answer whether or not the mobile is registered)',
    tag,
    access: anyone,
    body: forgetPasswordBody,
    labels,
    response: verificationStartedData,
    refusals: [429],
    handler: async ({ body, services, ip }) => ({
      message: 'RESET_CODE_TEXTED',
      data: { verification_code: await services.auth.forgetPassword(body.mobile, ip) },
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with mobile and password',
    tag,
    access: anyone,
    body: loginBody,
    labels,
    response: loginData,
    refusals: [429],
    handler: async ({ body, services, ip, userAgent }) => {
      const result = await services.auth.login(body, { ip, userAgent });
      if ('verification_code' in result) {
        return { message: 'MOBILE_NOT_VERIFIED', data: result };
      }
      return { message: 'WELCOME', token: result.token, data: { user: result.user } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    summary: 'End the current session',
    tag,
    access: signedInUser,
    response: z.null(),
    handler: async ({ caller, services }) => {
      await services.sessions.endSession(caller.session.id);
      return { message: 'SIGNED_OUT' };
    },
  }),
];

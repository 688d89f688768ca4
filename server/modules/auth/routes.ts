import { implement } from '../../http/route';
import { authContract as auth } from '../../../shared/contracts/auth.schemas';

const labels = {
  name: 'FIELD_NAME',
  mobile: 'FIELD_MOBILE',
  password: 'FIELD_PASSWORD',
  email: 'FIELD_EMAIL',
  code: 'FIELD_CODE',
  verification_code: 'FIELD_VERIFICATION_ID',
} as const;

export const authRoutes = [
  implement(auth.register, { labels }, async ({ body, services, ip }) => ({
    message: 'CODE_TEXTED',
    data: { verification_code: await services.auth.register(body, ip) },
  })),
  implement(auth.verify, { labels }, async ({ body, services, ip, userAgent }) => {
    const { token, ...data } = await services.auth.verify(body.verification_code, body.code, { ip, userAgent });
    return { message: 'MOBILE_VERIFIED', token, data };
  }),
  implement(auth.verificationStatus, { labels: { id: 'FIELD_VERIFICATION_ID' } }, async ({ params, services }) => ({
    data: await services.auth.status(params.id),
  })),
  implement(auth.resend, { labels }, async ({ body, services, ip }) => ({
    message: 'NEW_CODE_TEXTED',
    data: await services.auth.resend(body.verification_code, ip),
  })),
  implement(auth.forgetPassword, { labels }, async ({ body, services, ip }) => ({
    message: 'RESET_CODE_TEXTED',
    data: { verification_code: await services.auth.forgetPassword(body.mobile, ip) },
  })),
  implement(auth.login, { labels }, async ({ body, services, ip, userAgent }) => {
    const result = await services.auth.login(body, { ip, userAgent });
    if ('verification_code' in result) {
      return { message: 'MOBILE_NOT_VERIFIED', data: result };
    }
    return { message: 'WELCOME', token: result.token, data: { user: result.user } };
  }),
  implement(auth.logout, {}, async ({ caller, services }) => {
    await services.sessions.endSession(caller.session.id);
    return { message: 'SIGNED_OUT' };
  }),
];

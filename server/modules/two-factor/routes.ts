import { implement } from '../../http/route';
import { twoFactorContract as twoFactor } from '../../../shared/contracts/two-factor.schemas';

const labels = {
  id: 'FIELD_ID',
  code: 'FIELD_TWO_FACTOR_CODE',
  password: 'FIELD_CURRENT_PASSWORD',
  two_factor_required: 'FIELD_TWO_FACTOR_REQUIRED',
} as const;

export const twoFactorRoutes = [
  implement(twoFactor.status, {}, async ({ caller, services }) => ({ data: await services.twoFactor.status(caller.admin.id) })),
  implement(twoFactor.startSetup, {}, async ({ caller, services }) => ({
    message: 'TWO_FACTOR_SETUP_STARTED',
    data: await services.twoFactor.startSetup(caller.admin),
    auditTarget: { type: 'admin', id: caller.admin.id },
  })),
  implement(twoFactor.confirmSetup, { labels }, async ({ caller, services, body, ip }) => ({
    message: 'TWO_FACTOR_ENABLED',
    data: { recovery_codes: await services.twoFactor.confirmSetup(caller.admin, body.code, ip) },
    auditTarget: { type: 'admin', id: caller.admin.id },
  })),
  implement(twoFactor.newRecoveryCodes, { labels }, async ({ caller, services, body, ip }) => ({
    message: 'TWO_FACTOR_RECOVERY_CODES_NEW',
    data: { recovery_codes: await services.twoFactor.newRecoveryCodes(caller.admin, body, ip) },
    auditTarget: { type: 'admin', id: caller.admin.id },
  })),
  implement(twoFactor.disable, { labels }, async ({ caller, services, body, ip }) => {
    await services.twoFactor.disable(caller.admin, body, ip);
    return { message: 'TWO_FACTOR_DISABLED', auditTarget: { type: 'admin', id: caller.admin.id } };
  }),
  implement(twoFactor.reset, { labels }, async ({ caller, services, params }) => {
    const target = await services.admins.first(params.id);
    await services.twoFactor.reset(caller.admin, target.id);
    return { message: 'TWO_FACTOR_RESET_DONE', auditTarget: { type: 'admin', id: target.id, details: { username: target.username } } };
  }),
  implement(twoFactor.settings, {}, async ({ services }) => ({ data: { two_factor_required: await services.twoFactor.isRequired() } })),
  implement(twoFactor.changeSettings, { labels }, async ({ caller, services, body }) => {
    await services.twoFactor.setRequired(caller.admin, body.two_factor_required);
    return {
      message: 'SECURITY_SETTINGS_SAVED',
      data: { two_factor_required: body.two_factor_required },
      auditTarget: { type: 'settings', id: 'security', details: { two_factor_required: body.two_factor_required } },
    };
  }),
];

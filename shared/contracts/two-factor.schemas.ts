import { z } from 'zod';
import { defineContract, idParams } from './kit.schemas';
import { twoFactorRoutes } from './two-factor';

const tag = 'admin';

/** Six digits from the app (Persian or Arabic-Indic digits too), or a recovery code; the server reads either. */
export const secondFactorCodeField = z
  .string({ error: 'TWO_FACTOR_CODE_REQUIRED' })
  .trim()
  .min(1, { error: 'TWO_FACTOR_CODE_REQUIRED' })
  .max(32, { error: 'TWO_FACTOR_CODE_MALFORMED' });

export const twoFactorConfirmBody = z.object({ code: secondFactorCodeField });
export const twoFactorDisableBody = z.object({
  password: z.string({ error: 'CURRENT_PASSWORD_REQUIRED' }).min(1, { error: 'CURRENT_PASSWORD_REQUIRED' }).max(128),
  code: secondFactorCodeField,
});
export const securitySettingsBody = z.object({ two_factor_required: z.boolean({ error: 'TWO_FACTOR_REQUIRED_FLAG' }) });

export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmBody>;
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableBody>;
export type SecuritySettingsInput = z.input<typeof securitySettingsBody>;

export const twoFactorStatusSchema = z
  .strictObject({
    is_enabled: z.boolean(),
    /** A secret was made and no code has confirmed it yet. */
    is_setup_started: z.boolean(),
    /** A super admin requires a second factor of every admin. */
    is_required: z.boolean(),
    recovery_codes_left: z.number().int().nonnegative(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The new secret, shown this once: as text for typing into the app, and as the `otpauth://` address its QR code holds. */
export const twoFactorSetupSchema = z.strictObject({ secret: z.string(), otpauth_uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const securitySettingsSchema = z.strictObject({ two_factor_required: z.boolean() }).meta({ id: 'SecuritySettings' });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const twoFactorContract = defineContract(twoFactorRoutes, {
  status: { summary: "The signed-in admin's second factor: on, being set up, required, recovery codes left", tag, response: twoFactorStatusSchema },
  startSetup: {
    summary: 'Make a new TOTP secret (replacing an unconfirmed one); it does nothing until a code confirms it',
    tag,
    response: twoFactorSetupSchema,
  },
  confirmSetup: {
    summary: 'Turn the second factor on with a first code; answers ten single-use recovery codes, shown this once',
    tag,
    body: twoFactorConfirmBody,
    response: z.strictObject({ recovery_codes: z.array(z.string()) }),
  },
  newRecoveryCodes: {
    summary: 'Replace the recovery codes with ten new ones (the password and a code, or a recovery code); shown this once',
    tag,
    body: twoFactorDisableBody,
    response: z.strictObject({ recovery_codes: z.array(z.string()) }),
  },
  disable: { summary: 'Turn the second factor off with the password and a code (or a recovery code)', tag, body: twoFactorDisableBody, response: z.null() },
  reset: { summary: "Clear another admin's second factor (a lost phone): they set it up again", tag, params: idParams, response: z.null() },
  settings: { summary: 'Security settings for every admin', tag, response: securitySettingsSchema },
  changeSettings: { summary: 'Require (or stop requiring) a second factor of every admin', tag, body: securitySettingsBody, response: securitySettingsSchema },
});

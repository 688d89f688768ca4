import { z } from 'zod';
import { ADMIN_STATUSES, adminRoutes } from './admins';
import { AUDIT_ACTIONS } from './routes';
import { PERMISSION_KEYS } from './permissions';
import { nameField, passwordField } from './person-fields.schemas';
import { defineContract, epochMs, idParams, listQueryFor, pageOf } from './kit.schemas';
import { SUPPORT_STATUSES } from './support';
import { secondFactorCodeField, securitySettingsSchema } from './two-factor.schemas';
import { USER_STATUSES } from './user-statuses';

const tag = 'admin';

const usernameField = z
  .string({ error: 'USERNAME_REQUIRED' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.-]{3,64}$/, { error: 'USERNAME_MALFORMED' });

/** Multipart sends flags as text. */
const flagField = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Multipart cannot send an empty list, so clients send one empty item for "none". */
const permissionsField = z
  .array(z.string(), { error: 'PERMISSIONS_NOT_LIST' })
  .max(PERMISSION_KEYS.length + 1)
  .transform((keys) => [...new Set(keys.filter(Boolean))])
  .pipe(z.array(z.enum(PERMISSION_KEYS, { error: 'PERMISSION_UNKNOWN' })));

export const adminLoginBody = z.object({
  username: z.string({ error: 'USERNAME_REQUIRED' }).trim().toLowerCase().min(1, { error: 'USERNAME_REQUIRED' }).max(64),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(128),
});

/** The second step: the challenge the password earned, and a code from the app or a recovery code. */
export const adminLoginWithCodeBody = z.object({
  challenge: z
    .string({ error: 'TWO_FACTOR_CHALLENGE_EXPIRED' })
    .min(1, { error: 'TWO_FACTOR_CHALLENGE_EXPIRED' })
    .max(128, { error: 'TWO_FACTOR_CHALLENGE_EXPIRED' }),
  code: secondFactorCodeField,
});

export const adminChangeProfileBody = z.object({ name: nameField });

export const adminChangePasswordBody = z.object({
  current_password: z.string({ error: 'CURRENT_PASSWORD_REQUIRED' }).min(1, { error: 'CURRENT_PASSWORD_REQUIRED' }).max(128),
  password: passwordField,
});

export const adminCreateBody = z.object({
  name: nameField,
  username: usernameField,
  password: passwordField,
  permissions: permissionsField.default([]),
  is_super: flagField.default(false),
  is_active: flagField.default(true),
});

export const adminUpdateBody = z.object({
  name: nameField.optional(),
  username: usernameField.optional(),
  password: z.union([z.literal(''), passwordField]).optional(),
  permissions: permissionsField.optional(),
  is_super: flagField.optional(),
  is_active: flagField.optional(),
});

export const adminListQuery = listQueryFor(adminRoutes.list.listing, {});

export type AdminLoginInput = z.input<typeof adminLoginBody>;
export type AdminLoginWithCodeInput = z.input<typeof adminLoginWithCodeBody>;
export type AdminChangePasswordInput = z.input<typeof adminChangePasswordBody>;
export type AdminCreateInput = z.output<typeof adminCreateBody>;
export type AdminUpdateInput = z.output<typeof adminUpdateBody>;
export type AdminListRequest = z.output<typeof adminListQuery>;

const permissionKey = z.enum(PERMISSION_KEYS);

/** The admin as the API shows it. */
export const publicAdminSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: z.string(),
    username: z.string(),
    avatar_url: z.string().nullable(),
    permissions: z.array(permissionKey),
    is_super: z.boolean(),
    is_active: z.boolean(),
    created_at: epochMs,
    updated_at: epochMs,
  })
  .meta({ id: 'PublicAdmin' });
export type PublicAdmin = z.infer<typeof publicAdminSchema>;

/** Sign-in, profile, show, create and update → data. */
const adminData = z.strictObject({ admin: publicAdminSchema });

/**
 * A right password of an admin with a second factor: no session yet, but a single-use challenge that
 * POST /admin/auth/login/code turns into one with a code. An admin without one gets `adminData`, as before.
 */
export const twoFactorChallengeSchema = z
  .strictObject({ two_factor: z.strictObject({ challenge: z.string(), expires_in_seconds: z.number().int().positive() }) })
  .meta({ id: 'TwoFactorChallenge' });
const adminLoginData = z.union([adminData, twoFactorChallengeSchema]);
export type AdminLoginData = z.infer<typeof adminLoginData>;

/** An admin in the list: with whether their second factor is on, for the super admin's reset. */
export const listedAdminSchema = publicAdminSchema.extend({ has_two_factor: z.boolean() }).meta({ id: 'ListedAdmin' });
export type ListedAdmin = z.infer<typeof listedAdminSchema>;

/** One sidebar entry: the panel builds its menu from these, naming each from its key (`menu.<key>`). */
export const adminMenuEntrySchema = z
  .strictObject({
    key: z.string(),
    /** Name of an @ant-design/icons icon; the panel maps the names to its own icons (components/admin/menu-icon.tsx). */
    icon: z.string(),
    path: z.string().optional(),
    get children(): z.ZodOptional<z.ZodArray<typeof adminMenuEntrySchema>> {
      return z.array(adminMenuEntrySchema).optional();
    },
  })
  .meta({ id: 'AdminMenuEntry' });
export type AdminMenuEntry = z.infer<typeof adminMenuEntrySchema>;

/** What every admin page renders around its content. */
const adminShellData = z.strictObject({
  admin: publicAdminSchema,
  menu: z.array(adminMenuEntrySchema),
  /** Every admin needs a second factor and this one has none: the panel sends them to set it up first. */
  must_set_up_two_factor: z.boolean(),
  /**
   * A super admin's security settings, as `GET /admin/settings/security` answers them (the admins page
   * shows them above the list, without a call of their own); null for any other admin.
   */
  security: securitySettingsSchema.nullable(),
});

/** Keys the panel names in its own language (`permissions.<key>`, `audit.actions.<key>`). */
const adminFiltersData = z.strictObject({
  permissions: z.array(permissionKey),
  admin_statuses: z.array(z.enum(ADMIN_STATUSES)),
  audit_actions: z.array(z.enum(AUDIT_ACTIONS)),
  user_statuses: z.array(z.enum(USER_STATUSES)),
  support_statuses: z.array(z.enum(SUPPORT_STATUSES)),
});
export type AdminFilters = z.infer<typeof adminFiltersData>;

export const adminsContract = defineContract(adminRoutes, {
  login: {
    summary: 'Admin sign-in with username and password; an admin with a second factor gets a challenge for the code instead of a session',
    tag,
    body: adminLoginBody,
    response: adminLoginData,
  },
  loginWithCode: {
    summary: 'The second step: a challenge and a code from the app (or a recovery code) sign the admin in',
    tag,
    body: adminLoginWithCodeBody,
    response: adminData,
  },
  logout: { summary: 'End the admin session', tag, response: z.null() },
  filters: { summary: 'The values the list screens filter by, as keys the panel names in its own language', tag, response: adminFiltersData },
  menu: { summary: 'The sidebar entries this admin may use', tag, response: z.strictObject({ menu: z.array(adminMenuEntrySchema) }) },
  profile: { summary: 'The signed-in admin', tag, response: adminData },
  shell: { summary: 'The signed-in admin and its menu together: what every admin page renders around its content', tag, response: adminShellData },
  changeProfile: { summary: 'Change name and avatar (multipart)', tag, body: adminChangeProfileBody, response: adminData },
  changePassword: { summary: "Change the admin's password and end its other sessions", tag, body: adminChangePasswordBody, response: z.null() },
  list: { summary: 'Admins, searched and paginated', tag, query: adminListQuery, response: pageOf(listedAdminSchema) },
  create: { summary: 'Create an admin (multipart with avatar and permissions[])', tag, body: adminCreateBody, response: adminData },
  update: { summary: 'Update an admin (multipart)', tag, params: idParams, body: adminUpdateBody, response: adminData },
  first: { summary: 'One admin', tag, params: idParams, response: adminData },
});

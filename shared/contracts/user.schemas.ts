import { z } from 'zod';
import { nameField, optionalEmailField, passwordField } from './person-fields.schemas';
import { defineContract, epochMs } from './kit.schemas';
import { userRoutes } from './user';

const tag = 'user';

export const changeProfileBody = z.object({ name: nameField, email: optionalEmailField });
export const changePasswordBody = z.object({
  current_password: z.string().max(128).optional(),
  password: passwordField,
});

export type ChangeProfileInput = z.input<typeof changeProfileBody>;
export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** Integer Rials. */
const rials = z.number().int();

/** The user as the API shows it. */
export const publicUserSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: z.string(),
    mobile: z.string(),
    email: z.string().nullable(),
    balance: rials,
    min_balance: rials,
    created_at: epochMs,
  })
  .meta({ id: 'PublicUser' });

export type PublicUser = z.infer<typeof publicUserSchema>;

/** Who signed in as the user, on the user's own answers (null in the user's own session). */
export const impersonatorSchema = z.strictObject({ id: z.number().int().positive(), name: z.string() }).nullable();
export type Impersonator = z.infer<typeof impersonatorSchema>;

/** POST /user/change/profile → data. */
export const userData = z.strictObject({ user: publicUserSchema });
export type UserData = z.infer<typeof userData>;

/** GET /user/profile → data. */
export const profileData = z.strictObject({
  user: publicUserSchema,
  can_set_password_without_current: z.boolean(),
  /** The admin signed in as the user in this session, for the user area's banner; null in the user's own. */
  impersonated_by: impersonatorSchema,
});
export type ProfileData = z.infer<typeof profileData>;

/** GET /user/dashboard → data. */
export const dashboardData = z.strictObject({
  user: publicUserSchema,
  is_below_min_balance: z.boolean(),
  /** As on the profile: the dashboard draws the same banner without asking for the profile too. */
  impersonated_by: impersonatorSchema,
  recent_transactions: z.array(
    z.strictObject({ id: z.number().int().positive(), amount: rials, kind: z.string(), description: z.string().nullable(), created_at: epochMs }),
  ),
  /** The latest gifts the user received (at most 5), newest first. */
  gifts: z.array(z.strictObject({ title: z.string(), amount: rials, received_at: epochMs })),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const userContract = defineContract(userRoutes, {
  profile: { summary: 'The signed-in user', tag, response: profileData },
  dashboard: { summary: 'Balance, minimum balance and recent transactions', tag, response: dashboardData },
  changeProfile: { summary: 'Change name and email', tag, body: changeProfileBody, response: userData },
  changePassword: { summary: 'Change the password (the current one is needed outside a reset)', tag, body: changePasswordBody, response: z.null() },
});

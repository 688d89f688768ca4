import { z } from 'zod';
import { rialsLimit, signedRialsAmount } from './money-fields.schemas';
import { mobileField, nameField, optionalEmailField, passwordField } from './person-fields.schemas';
import { defineContract, epochMs, idParams, listDayField, listQueryFor, pageOf } from './kit.schemas';
import { publicUserSchema } from './user.schemas';
import { USER_STATUSES } from './user-statuses';
import { adminUserRoutes, BELOW_MINIMUM_VALUES } from './users';

// Bodies are strict objects: a key the route does not take (balance, password_hash, is_verified,
// deleted_at…) is a 422 that changes nothing, not a field silently dropped.

const tag = 'admin';

export const adminUserListQuery = listQueryFor(adminUserRoutes.list.listing, {
  status: z.enum(USER_STATUSES, { error: 'USER_STATUS_INVALID' }).optional(),
  below_minimum: z
    .enum(BELOW_MINIMUM_VALUES, { error: 'BELOW_MINIMUM_INVALID' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  from: listDayField('FROM_DAY_INVALID'),
  to: listDayField('TO_DAY_INVALID'),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'FROM_AFTER_TO', path: ['to'] });
export type AdminUserListRequest = z.output<typeof adminUserListQuery>;

export const adminUserCreateBody = z.strictObject({
  name: nameField,
  mobile: mobileField,
  email: optionalEmailField,
  password: passwordField,
  min_balance: rialsLimit.default(0),
});

/** Only these fields may change. */
export const adminUserUpdateBody = z.strictObject({
  id: z.number({ error: 'ID_INVALID' }).int({ error: 'ID_INVALID' }).positive({ error: 'ID_INVALID' }).max(Number.MAX_SAFE_INTEGER, { error: 'ID_INVALID' }),
  name: nameField.optional(),
  mobile: mobileField.optional(),
  /** Absent leaves the email alone; '' or null clears it. */
  email: z
    .union([z.literal(''), z.null(), z.email({ error: 'EMAIL_INVALID' }).max(191)])
    .transform((value) => (value ? value.toLowerCase() : null))
    .optional(),
  password: z.union([z.literal(''), passwordField]).optional(),
  min_balance: rialsLimit.optional(),
});

export const adminUserAdjustBody = z.strictObject({
  amount: signedRialsAmount,
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().min(1, { error: 'REASON_REQUIRED' }).max(255, { error: 'REASON_TOO_LONG' }),
});

export type AdminUserCreateInput = z.output<typeof adminUserCreateBody>;
/** What the user form sends to create a user. */
export type AdminUserCreateValues = z.input<typeof adminUserCreateBody>;
export type AdminUserUpdateInput = z.output<typeof adminUserUpdateBody>;
/** What the user form sends to change a user. */
export type AdminUserUpdateValues = z.input<typeof adminUserUpdateBody>;
export type AdminUserAdjustInput = z.output<typeof adminUserAdjustBody>;

const rials = z.number().int();

/** A user as the admin screens show it (the user's own view and more): a deleted one with the number it had. */
export const adminUserSchema = publicUserSchema
  .extend({
    status: z.enum(USER_STATUSES),
    is_below_minimum: z.boolean(),
    deleted_at: epochMs.nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminLedgerEntrySchema = z
  .strictObject({
    id: z.number().int().positive(),
    amount: rials,
    kind: z.string(),
    description: z.string().nullable(),
    admin_id: z.number().int().positive().nullable(),
    admin_name: z.string().nullable(),
    created_at: epochMs,
  })
  .meta({ id: 'AdminLedgerEntry' });
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

const adminUserSingleData = z.strictObject({
  user: adminUserSchema,
  ledger: z.array(adminLedgerEntrySchema),
  counts: z.strictObject({ payments: z.number().int().nonnegative(), tickets: z.number().int().nonnegative() }),
});
export type AdminUserSingle = z.infer<typeof adminUserSingleData>;

const adminUserData = z.strictObject({ user: adminUserSchema });

export const adminUsersContract = defineContract(adminUserRoutes, {
  list: {
    summary: 'Users, searched by name, mobile or email, filtered by status, below-minimum and registration days, sorted and paginated',
    tag,
    query: adminUserListQuery,
    response: pageOf(adminUserSchema),
  },
  detail: {
    summary: 'One user (deleted ones too): profile, balance, latest ledger entries, payments and tickets counts',
    tag,
    params: idParams,
    response: adminUserSingleData,
  },
  create: { summary: 'Create a verified user', tag, body: adminUserCreateBody, response: adminUserData },
  update: {
    summary: 'Update a user (id in the body); only name, mobile, email, password and minimum balance may change, any other key is a 422',
    tag,
    body: adminUserUpdateBody,
    response: adminUserData,
  },
  changeMinBalance: {
    summary: "Change a user's minimum balance (Rials)",
    tag,
    params: idParams,
    body: z.strictObject({ min_balance: rialsLimit }),
    response: adminUserData,
  },
  remove: {
    summary: 'Soft-delete a user: sign-in ends and their sessions with it, ledger and payments stay, the mobile can register again',
    tag,
    params: idParams,
    response: adminUserData,
  },
  adjustBalance: {
    summary:
      'Credit (positive) or debit (negative) a user by whole Rials with a reason, as one ledger entry; ' +
      'an Idempotency-Key header makes a retry apply it once and answer the first result',
    tag,
    params: idParams,
    body: adminUserAdjustBody,
    response: z.strictObject({ user: adminUserSchema, entry: adminLedgerEntrySchema }),
  },
});

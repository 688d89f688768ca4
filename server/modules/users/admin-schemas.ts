import { z } from 'zod';
import { listDayField, listQuery } from '../../http/list-query';
import { rialsLimit, signedRialsAmount } from '../../../shared/contracts/money-fields';
import { epochMs, pageOf } from '../../http/schemas';
import { mobileField } from '../auth/schemas';
import { nameField, optionalEmailField, passwordField, publicUserSchema } from './schemas';

// The admin's users area. Bodies are strict objects: a key the route does not take (balance,
// password_hash, is_verified, deleted_at…) is a 422 that changes nothing, not a field silently dropped.

/** Filter keys of the users list; the panel names them `users.statuses.<key>` (listed by GET /admin/filters). */
export const USER_STATUSES = ['active', 'unverified', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORT_FIELDS = ['created_at', 'name', 'balance'] as const;

export const adminUserListQuery = listQuery({
  sort: USER_SORT_FIELDS,
  defaultSort: 'created_at:desc',
  filters: {
    status: z.enum(USER_STATUSES, { error: 'USER_STATUS_INVALID' }).optional(),
    /** `1`/`true`: only users whose balance is below their minimum. */
    below_minimum: z
      .enum(['1', '0', 'true', 'false'], { error: 'BELOW_MINIMUM_INVALID' })
      .transform((value) => value === '1' || value === 'true')
      .optional(),
    from: listDayField('FROM_DAY_INVALID'),
    to: listDayField('TO_DAY_INVALID'),
  },
}).refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'FROM_AFTER_TO', path: ['to'] });

export type AdminUserListQuery = z.input<typeof adminUserListQuery>;
export type AdminUserListRequest = z.output<typeof adminUserListQuery>;

export const adminUserCreateBody = z.strictObject({
  name: nameField,
  mobile: mobileField,
  email: optionalEmailField,
  password: passwordField,
  min_balance: rialsLimit.default(0),
});

/** The id travels in the body (the seed's path has none); only these fields may change. */
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

export const adminUserMinBalanceBody = z.strictObject({ min_balance: rialsLimit });

export const adminUserAdjustBody = z.strictObject({
  amount: signedRialsAmount,
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().min(1, { error: 'REASON_REQUIRED' }).max(255, { error: 'REASON_TOO_LONG' }),
});

export type AdminUserCreateInput = z.output<typeof adminUserCreateBody>;
export type AdminUserUpdateInput = z.output<typeof adminUserUpdateBody>;
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

/** GET /admin/users/list → data. */
export const adminUserPage = pageOf(adminUserSchema);

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

/** GET /admin/users/single/{id} → data. */
export const adminUserSingleData = z.strictObject({
  user: adminUserSchema,
  ledger: z.array(adminLedgerEntrySchema),
  counts: z.strictObject({ payments: z.number().int().nonnegative(), tickets: z.number().int().nonnegative() }),
});
export type AdminUserSingle = z.infer<typeof adminUserSingleData>;

/** Create, update, min balance → data. */
export const adminUserData = z.strictObject({ user: adminUserSchema });
export type AdminUserData = z.infer<typeof adminUserData>;

/** POST /admin/users/{id}/adjust_balance → data: the user after it and the entry it wrote. */
export const adminUserAdjustData = z.strictObject({ user: adminUserSchema, entry: adminLedgerEntrySchema });
export type AdminUserAdjustData = z.infer<typeof adminUserAdjustData>;

import { z } from 'zod';
import { listDayField, listQuery } from '../../http/list-query';
import { epochMs, pageOf } from '../../http/schemas';
import { AUDIT_ACTIONS } from '../audit/actions';
import { USER_STATUSES } from '../../../shared/contracts/user-statuses';
import { nameField, passwordField } from '../users/schemas';
import { SUPPORT_STATUSES } from '../support/schemas';
import { PERMISSION_KEYS } from '../../../shared/contracts/permissions';

// Shared with the browser: imports only zod, sibling schema files and the permission and audit-action tables.

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

export const ADMIN_SORT_FIELDS = ['id', 'name', 'username', 'created_at'] as const;

export const adminListQuery = listQuery({ sort: ADMIN_SORT_FIELDS, defaultSort: 'id:asc', filters: {} });

export const AUDIT_SORT_FIELDS = ['created_at', 'action'] as const;

export const auditListQuery = listQuery({
  sort: AUDIT_SORT_FIELDS,
  defaultSort: 'created_at:desc',
  filters: {
    admin_id: z.coerce.number().int().positive().optional(),
    action: z.string().max(64).optional(),
    from: listDayField('FROM_DAY_INVALID'),
    to: listDayField('TO_DAY_INVALID'),
  },
}).refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'FROM_AFTER_TO', path: ['to'] });

export type AdminLoginInput = z.input<typeof adminLoginBody>;
export type AdminCreateInput = z.output<typeof adminCreateBody>;
export type AdminUpdateInput = z.output<typeof adminUpdateBody>;
export type AdminListQuery = z.input<typeof adminListQuery>;
export type AuditListQuery = z.input<typeof auditListQuery>;
export type AdminListRequest = z.output<typeof adminListQuery>;
export type AuditListRequest = z.output<typeof auditListQuery>;

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
export const adminData = z.strictObject({ admin: publicAdminSchema });
export type AdminData = z.infer<typeof adminData>;

/** GET /admin/admin/list → data. */
export const adminPage = pageOf(publicAdminSchema);

/** One sidebar entry: the panel builds its menu from these, naming each from its key (`menu.<key>`). */
export const adminMenuEntrySchema = z
  .strictObject({
    key: z.string(),
    /** Name of an @ant-design/icons icon; the panel maps names to components. */
    icon: z.string(),
    path: z.string().optional(),
    get children(): z.ZodOptional<z.ZodArray<typeof adminMenuEntrySchema>> {
      return z.array(adminMenuEntrySchema).optional();
    },
  })
  .meta({ id: 'AdminMenuEntry' });
export type AdminMenuEntry = z.infer<typeof adminMenuEntrySchema>;

/** GET /admin/menu → data. */
export const adminMenuData = z.strictObject({ menu: z.array(adminMenuEntrySchema) });

/** GET /admin/shell → data: what every admin page renders around its content. */
export const adminShellData = z.strictObject({ admin: publicAdminSchema, menu: z.array(adminMenuEntrySchema) });
export type AdminShell = z.infer<typeof adminShellData>;

/** GET /admin/filters → data: keys the panel names in its own language (`permissions.<key>`, `audit.actions.<key>`). */
export const adminFiltersData = z.strictObject({
  permissions: z.array(permissionKey),
  admin_statuses: z.array(z.string()),
  audit_actions: z.array(z.enum(AUDIT_ACTIONS)),
  user_statuses: z.array(z.enum(USER_STATUSES)),
  support_statuses: z.array(z.enum(SUPPORT_STATUSES)),
});
export type AdminFilters = z.infer<typeof adminFiltersData>;

/** One row of GET /admin/audit/list. */
export const publicAuditEntrySchema = z
  .strictObject({
    id: z.number().int().positive(),
    admin_id: z.number().int().positive(),
    admin_name: z.string().nullable(),
    admin_username: z.string().nullable(),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    /** The admin's current name when the entry is about an admin. */
    target_name: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    created_at: epochMs,
  })
  .meta({ id: 'PublicAuditEntry' });
export type PublicAuditEntry = z.infer<typeof publicAuditEntrySchema>;

/** GET /admin/audit/list → data. */
export const auditPage = pageOf(publicAuditEntrySchema);

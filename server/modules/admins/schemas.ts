import { z } from 'zod';
import { nameField, passwordField } from '../auth/schemas';
import { PERMISSION_KEYS, type PermissionKey } from './permissions';

// Shared with the browser: imports only zod and sibling schema/permission tables.

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

const pageFields = {
  page: z.coerce.number({ error: 'PAGE_INVALID' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'PER_PAGE_INVALID' }).int().min(1).max(100).default(20),
};

export const adminListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ...pageFields,
});

export const auditListQuery = z.object({
  admin_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(64).optional(),
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
  ...pageFields,
});

export type AdminLoginInput = z.input<typeof adminLoginBody>;
export type AdminCreateInput = z.output<typeof adminCreateBody>;
export type AdminUpdateInput = z.output<typeof adminUpdateBody>;
export type AdminListQuery = z.input<typeof adminListQuery>;
export type AuditListQuery = z.input<typeof auditListQuery>;

/** The admin as the API shows it (GET /admin/profile → data.admin). */
export interface PublicAdmin {
  id: number;
  name: string;
  username: string;
  avatar_url: string | null;
  permissions: PermissionKey[];
  is_super: boolean;
  is_active: boolean;
  created_at: number;
  updated_at: number;
}

/** One row of GET /admin/audit/list. */
export interface PublicAuditEntry {
  id: number;
  admin_id: number;
  admin_name: string | null;
  admin_username: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** The admin's current name when the entry is about an admin. */
  target_name: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  created_at: number;
}

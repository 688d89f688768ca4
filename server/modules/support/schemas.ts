import { z } from 'zod';
import { normalizeDigits } from '../../../shared/digits';
import { listQuery } from '../../http/list-query';
import { epochMs, idField, pageOf } from '../../http/schemas';

// Shared with the browser: imports only zod and sibling schema files.

/**
 * open → answered (an admin replied) ↔ customer_reply (the user wrote again) → closed. A reply to a
 * closed ticket reopens it: the user's as customer_reply, an admin's as answered.
 */
export const SUPPORT_STATUSES = ['open', 'answered', 'customer_reply', 'closed'] as const;
export type SupportStatusKey = (typeof SUPPORT_STATUSES)[number];

/** Tickets waiting for an admin: the dashboard's open tickets. */
export const WAITING_FOR_ADMIN: readonly SupportStatusKey[] = ['open', 'customer_reply'];

/** Largest attachment, in bytes. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** What an attachment may be, checked on its bytes; the browser's file picker offers the same. */
export const ATTACHMENT_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_CONTENT_TYPES;

const subjectField = z
  .string({ error: 'SUPPORT_SUBJECT_REQUIRED' })
  .trim()
  .min(2, { error: 'SUPPORT_SUBJECT_REQUIRED' })
  .max(200, { error: 'SUPPORT_SUBJECT_TOO_LONG' });

const textField = z
  .string({ error: 'SUPPORT_TEXT_REQUIRED' })
  .trim()
  .min(1, { error: 'SUPPORT_TEXT_REQUIRED' })
  .max(5000, { error: 'SUPPORT_TEXT_TOO_LONG' });

const unitNameField = z
  .string({ error: 'SUPPORT_UNIT_NAME_REQUIRED' })
  .trim()
  .min(2, { error: 'SUPPORT_UNIT_NAME_REQUIRED' })
  .max(100, { error: 'SUPPORT_UNIT_NAME_TOO_LONG' });

/** A multipart field carries digits as text; Persian or Arabic digits are read as well. */
const unitIdField = z
  .string({ error: 'SUPPORT_UNIT_INVALID' })
  .transform((value) => Number(normalizeDigits(value.trim())))
  .pipe(z.number({ error: 'SUPPORT_UNIT_INVALID' }).int({ error: 'SUPPORT_UNIT_INVALID' }).positive({ error: 'SUPPORT_UNIT_INVALID' }));

/** POST /user/support/create (multipart, with an optional `attachment` file). */
export const ticketCreateBody = z.object({ unit_id: unitIdField, subject: subjectField, text: textField });

/** A reply from either side (multipart, with an optional `attachment` file). */
export const messageBody = z.object({ text: textField });

export const unitCreateBody = z.object({ name: unitNameField });
export const unitUpdateBody = z
  .object({ name: unitNameField.optional(), is_active: z.boolean({ error: 'SUPPORT_UNIT_ACTIVE_INVALID' }).optional() })
  .refine((body) => body.name !== undefined || body.is_active !== undefined, { error: 'SUPPORT_UNIT_NOTHING_TO_CHANGE' });

export const supportParams = z.object({ support_id: idField });

/** Any text: an id that is not one of ours (a path, `..`, NUL) is a 404 like a missing file, not a refused input. */
export const attachmentParams = z.object({ message_id: z.string() });

export const SUPPORT_SORT_FIELDS = ['last_activity_at', 'created_at'] as const;

const statusFilter = z.enum(SUPPORT_STATUSES, { error: 'SUPPORT_STATUS_INVALID' }).optional();
const positiveIdFilter = (error: 'SUPPORT_UNIT_INVALID' | 'USER_ID_INVALID') => z.coerce.number({ error }).int({ error }).positive({ error }).optional();

export const ownTicketListQuery = listQuery({ sort: SUPPORT_SORT_FIELDS, defaultSort: 'last_activity_at:desc', filters: { status: statusFilter } });

export const adminTicketListQuery = listQuery({
  sort: SUPPORT_SORT_FIELDS,
  defaultSort: 'last_activity_at:desc',
  filters: { status: statusFilter, unit_id: positiveIdFilter('SUPPORT_UNIT_INVALID'), user_id: positiveIdFilter('USER_ID_INVALID') },
});

export type TicketCreateInput = z.output<typeof ticketCreateBody>;
export type OwnTicketListRequest = z.output<typeof ownTicketListQuery>;
export type AdminTicketListRequest = z.output<typeof adminTicketListQuery>;
export type AdminTicketListQuery = z.input<typeof adminTicketListQuery>;
export type OwnTicketListQuery = z.input<typeof ownTicketListQuery>;

export const supportUnitSchema = z
  .strictObject({ id: z.number().int().positive(), name: z.string(), is_active: z.boolean() })
  .meta({ id: 'SupportUnit' });
export type PublicSupportUnit = z.infer<typeof supportUnitSchema>;

/** A ticket as its owner sees it. */
export const ownTicketSchema = z
  .strictObject({
    id: z.number().int().positive(),
    subject: z.string(),
    status: z.enum(SUPPORT_STATUSES),
    unit_id: z.number().int().positive(),
    unit_name: z.string(),
    created_at: epochMs,
    last_activity_at: epochMs,
    closed_at: epochMs.nullable(),
  })
  .meta({ id: 'SupportTicket' });
export type OwnTicket = z.infer<typeof ownTicketSchema>;

/** A ticket as the admins see it: with whose it is. */
export const adminTicketSchema = ownTicketSchema
  .extend({ user_id: z.number().int().positive(), user_name: z.string(), user_mobile: z.string() })
  .meta({ id: 'AdminSupportTicket' });
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const attachmentSchema = z.strictObject({
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
});

export const supportMessageSchema = z
  .strictObject({
    id: z.number().int().positive(),
    author_type: z.enum(['user', 'admin']),
    /** The admin's name on an admin's message; null on the user's own. */
    author_name: z.string().nullable(),
    text: z.string(),
    attachment: attachmentSchema.nullable(),
    created_at: epochMs,
  })
  .meta({ id: 'SupportMessage' });
export type PublicSupportMessage = z.infer<typeof supportMessageSchema>;

/** The user's ticket and its messages, oldest first. */
export const ownThreadData = z.strictObject({ ticket: ownTicketSchema, messages: z.array(supportMessageSchema) });
export type OwnThread = z.infer<typeof ownThreadData>;

export const adminThreadData = z.strictObject({ ticket: adminTicketSchema, messages: z.array(supportMessageSchema) });
export type AdminThread = z.infer<typeof adminThreadData>;

export const ownTicketData = z.strictObject({ ticket: ownTicketSchema });
export const ownMessageData = z.strictObject({ ticket: ownTicketSchema, message: supportMessageSchema });
export const adminMessageData = z.strictObject({ ticket: adminTicketSchema, message: supportMessageSchema });
export const adminTicketData = z.strictObject({ ticket: adminTicketSchema });

export const unitListData = z.strictObject({ items: z.array(supportUnitSchema) });
export const unitData = z.strictObject({ unit: supportUnitSchema });

export const ownTicketPage = pageOf(ownTicketSchema);
export const adminTicketPage = pageOf(adminTicketSchema);

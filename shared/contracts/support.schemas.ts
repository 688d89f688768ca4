import { z } from 'zod';
import { normalizeDigits } from '../digits';
import { defineContract, epochMs, idField, idParams, listQueryFor, pageOf } from './kit.schemas';
import { SUPPORT_STATUSES, supportRoutes } from './support';

const tag = 'support';

const subjectField = z
  .string({ error: 'SUPPORT_SUBJECT_REQUIRED' })
  .trim()
  .min(2, { error: 'SUPPORT_SUBJECT_REQUIRED' })
  .max(200, { error: 'SUPPORT_SUBJECT_TOO_LONG' });

const textField = z.string({ error: 'SUPPORT_TEXT_REQUIRED' }).trim().min(1, { error: 'SUPPORT_TEXT_REQUIRED' }).max(5000, { error: 'SUPPORT_TEXT_TOO_LONG' });

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

const supportParams = z.object({ support_id: idField });

/** Any text: an id that is not one of ours (a path, `..`, NUL) is a 404 like a missing file, not a refused input. */
const attachmentParams = z.object({ message_id: z.string() });

const statusFilter = z.enum(SUPPORT_STATUSES, { error: 'SUPPORT_STATUS_INVALID' }).optional();
const positiveIdFilter = (error: 'SUPPORT_UNIT_INVALID' | 'USER_ID_INVALID') => z.coerce.number({ error }).int({ error }).positive({ error }).optional();

export const ownTicketListQuery = listQueryFor(supportRoutes.ownList.listing, { status: statusFilter });

export const adminTicketListQuery = listQueryFor(supportRoutes.list.listing, {
  status: statusFilter,
  unit_id: positiveIdFilter('SUPPORT_UNIT_INVALID'),
  user_id: positiveIdFilter('USER_ID_INVALID'),
});

export type TicketCreateInput = z.output<typeof ticketCreateBody>;
/** What a user sends to open a ticket: the unit, the subject, the first message and its attachment, if any. */
export type TicketCreateValues = z.input<typeof ticketCreateBody>;
export type OwnTicketListRequest = z.output<typeof ownTicketListQuery>;
export type AdminTicketListRequest = z.output<typeof adminTicketListQuery>;

export const supportUnitSchema = z.strictObject({ id: z.number().int().positive(), name: z.string(), is_active: z.boolean() }).meta({ id: 'SupportUnit' });
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

const attachmentSchema = z.strictObject({
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
const ownThreadData = z.strictObject({ ticket: ownTicketSchema, messages: z.array(supportMessageSchema) });
export type OwnThread = z.infer<typeof ownThreadData>;

const adminThreadData = z.strictObject({ ticket: adminTicketSchema, messages: z.array(supportMessageSchema) });
export type AdminThread = z.infer<typeof adminThreadData>;

const ownTicketData = z.strictObject({ ticket: ownTicketSchema });
const ownMessageData = z.strictObject({ ticket: ownTicketSchema, message: supportMessageSchema });
const adminMessageData = z.strictObject({ ticket: adminTicketSchema, message: supportMessageSchema });
const adminTicketData = z.strictObject({ ticket: adminTicketSchema });

const unitListData = z.strictObject({ items: z.array(supportUnitSchema) });
const unitData = z.strictObject({ unit: supportUnitSchema });

export const supportContract = defineContract(supportRoutes, {
  userUnits: { summary: 'The units a new ticket can go to (active ones)', tag, response: unitListData },
  ownList: { summary: "The signed-in user's tickets, latest activity first", tag, query: ownTicketListQuery, response: pageOf(ownTicketSchema) },
  open: {
    summary: 'Open a ticket (multipart: unit_id, subject, text and an optional attachment: image, PDF, text or zip, at most 5 MB)',
    tag,
    body: ticketCreateBody,
    response: ownTicketData,
  },
  ownThread: { summary: 'One of the user’s tickets and its messages, oldest first', tag, params: idParams, response: ownThreadData },
  reply: {
    summary: 'Write to one’s own ticket (multipart: text, optional attachment); a closed ticket reopens as customer_reply',
    tag,
    params: idParams,
    body: messageBody,
    response: ownMessageData,
  },
  closeOwn: { summary: 'Close one’s own ticket (closing a closed one changes nothing)', tag, params: idParams, response: ownTicketData },
  ownAttachment: {
    summary: 'The attachment of a message (by message id) on one of the user’s own tickets, as a download',
    tag,
    params: attachmentParams,
  },
  list: {
    summary: 'Tickets, filtered by status, unit and user, searched by subject or the user’s name or mobile, paginated',
    tag,
    query: adminTicketListQuery,
    response: pageOf(adminTicketSchema),
  },
  units: { summary: 'Every support unit, active or not', tag, response: unitListData },
  createUnit: { summary: 'Add a support unit', tag, body: unitCreateBody, response: unitData },
  updateUnit: {
    summary: 'Rename a support unit, or disable or enable it (a disabled unit takes no new tickets)',
    tag,
    params: idParams,
    body: unitUpdateBody,
    response: unitData,
  },
  thread: { summary: 'A ticket and its messages (the thread), oldest first', tag, params: idParams, response: adminThreadData },
  answer: {
    summary: 'Answer a ticket (multipart: text, optional attachment); the ticket becomes answered and the user gets a text',
    tag,
    params: supportParams,
    body: messageBody,
    response: adminMessageData,
  },
  close: { summary: 'Close a ticket', tag, params: idParams, response: adminTicketData },
  attachment: { summary: 'The attachment of a message (by message id), as a download', tag, params: attachmentParams },
});

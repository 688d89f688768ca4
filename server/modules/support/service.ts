import type { Clock } from '../../clock';
import { inTransaction, type Db, type Executor } from '../../db';
import type { SupportTicketStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { messageIn } from '../../i18n/messages';
import type { Sender } from '../../notify/sender';
import { claimAllowances } from '../../rate-limit/allowance';
import type { RateLimiter } from '../../rate-limit/limiter';
import { claimUpload } from '../../rate-limit/upload-allowance';
import {
  attachmentHeaders,
  kindOfStoredName,
  offeredAttachmentName,
  readAttachment,
  removeStoredFileIfOlder,
  storeAttachment,
  storedFileChunks,
  type StoredAttachment,
} from './attachment-store';
import { supportRepository, type MessageRow, type TicketRow } from './repository';
import { WAITING_FOR_ADMIN } from '../../../shared/contracts/support';
import type {
  AdminThread,
  AdminTicket,
  AdminTicketListRequest,
  OwnThread,
  OwnTicket,
  OwnTicketListRequest,
  PublicSupportMessage,
  PublicSupportUnit,
  TicketCreateInput,
} from '../../../shared/contracts/support.schemas';

type Author = { type: 'user'; id: number } | { type: 'admin'; id: number };

const HOUR_MS = 60 * 60 * 1000;

/**
 * What one user may write in an hour: far more than a customer with a real problem ever does, too
 * little for a script to bury the admins' queue (or the disk). Admins' answers are not counted.
 */
export const SUPPORT_ALLOWANCE = { ticketsPerHour: 10, messagesPerHour: 60 } as const;

/**
 * An attachment file no message names is removed once this old: it was stored before a database
 * write that failed, or by a process that died between the two. An upload in flight names its file
 * within seconds.
 */
export const ORPHAN_ATTACHMENT_GRACE_MS = HOUR_MS;
/** Stored names looked up in one query by the sweep. */
const SWEEP_CHUNK = 500;

const toOwnTicket = (row: TicketRow): OwnTicket => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  unit_id: row.unit_id,
  unit_name: row.unit_name,
  created_at: row.created_at,
  last_activity_at: row.last_activity_at,
  closed_at: row.closed_at,
});

const toAdminTicket = (row: TicketRow): AdminTicket => ({ ...toOwnTicket(row), user_id: row.user_id, user_name: row.user_name, user_mobile: row.user_mobile });

/**
 * The name a stored attachment is offered under. Names are made safe when stored; this makes rows
 * stored before that safe as well.
 */
const offeredNameOf = (storedName: string, givenName: string | null) => {
  const kind = kindOfStoredName(storedName);
  return kind ? offeredAttachmentName(givenName ?? '', kind) : storedName;
};

const toPublicMessage = (row: MessageRow): PublicSupportMessage => ({
  id: row.id,
  author_type: row.author_type,
  author_name: row.author_type === 'admin' ? row.admin_name : null,
  text: row.text,
  attachment:
    row.attachment_name && row.attachment_original_name && row.attachment_type
      ? { original_name: offeredNameOf(row.attachment_name, row.attachment_original_name), content_type: row.attachment_type, size: row.attachment_size ?? 0 }
      : null,
  created_at: row.created_at,
});

const toPublicUnit = (unit: { id: number; name: string; is_active: number }): PublicSupportUnit => ({
  id: unit.id,
  name: unit.name,
  is_active: unit.is_active === 1,
});

/** The state a reply leaves the ticket in: an admin's answers it, the user's waits for an admin again (a closed ticket reopens either way). */
const statusAfterReplyBy = (author: Author): SupportTicketStatus => (author.type === 'admin' ? 'answered' : 'customer_reply');

/** A message id as the path gives it: only our own ids, anything else (a path, `..`, NUL) is the same 404 as a missing file. */
const attachmentIdOf = (text: string): number => {
  if (!/^[1-9][0-9]{0,14}$/.test(text)) throw new AppError('NOT_FOUND');
  return Number(text);
};

export function createSupportService({
  db,
  clock,
  sender,
  limiter,
  storageRoot,
}: {
  db: Db;
  clock: Clock;
  sender: Sender;
  limiter: RateLimiter;
  storageRoot: string;
}) {
  const support = supportRepository(db);

  /** Each attachment counts against its uploader's allowance before it is read: at 5 MB apiece, a loop would fill the disk. */
  async function store(file: File | undefined, author: Author): Promise<StoredAttachment | undefined> {
    if (!file) return undefined;
    await claimUpload(limiter, `support-${author.type}:${author.id}`);
    return storeAttachment(file, storageRoot);
  }

  async function addMessage(ticketId: number, author: Author, text: string, attachment: StoredAttachment | undefined, now: number, trx: Executor) {
    return support.addMessage(
      {
        ticket_id: ticketId,
        author_type: author.type,
        author_id: author.id,
        text,
        attachment_name: attachment?.name ?? null,
        attachment_original_name: attachment?.originalName ?? null,
        attachment_type: attachment?.contentType ?? null,
        attachment_size: attachment?.size ?? null,
        created_at: now,
      },
      trx,
    );
  }

  /** A ticket the caller may see: the owner's own, or any for an admin; another user's is the same 404 as none. */
  async function visibleTicket(id: number, ownerId?: number): Promise<TicketRow> {
    const ticket = await support.findTicket(id);
    if (!ticket || (ownerId !== undefined && ticket.user_id !== ownerId)) throw new AppError('SUPPORT_TICKET_NOT_FOUND');
    return ticket;
  }

  async function reply(ticketId: number, author: Author, ownerId: number | undefined, text: string, file: File | undefined) {
    await visibleTicket(ticketId, ownerId);
    if (author.type === 'user') {
      await claimAllowances(
        limiter,
        [{ key: `support-messages:${author.id}`, max: SUPPORT_ALLOWANCE.messagesPerHour, windowMs: HOUR_MS }],
        'SUPPORT_REPLIES_RATE_LIMITED',
      );
    }
    // The file is checked and written before the transaction: nothing slow happens while it holds the row.
    const attachment = await store(file, author);
    const now = clock.now();
    const messageId = await inTransaction(db, async (trx) => {
      const ticket = await support.lockTicket(ticketId, trx);
      if (!ticket) throw new AppError('SUPPORT_TICKET_NOT_FOUND');
      await support.setStatus(ticketId, statusAfterReplyBy(author), now, { isActivity: true }, trx);
      return addMessage(ticketId, author, text, attachment, now, trx);
    });
    const ticket = await visibleTicket(ticketId);
    return { ticket, message: toPublicMessage((await support.findMessage(messageId))!) };
  }

  async function close(ticketId: number, ownerId: number | undefined): Promise<TicketRow> {
    const ticket = await visibleTicket(ticketId, ownerId);
    if (ticket.status !== 'closed') await inTransaction(db, (trx) => support.setStatus(ticketId, 'closed', clock.now(), { isActivity: false }, trx));
    return visibleTicket(ticketId);
  }

  async function download(messageIdText: string, ownerId: number | undefined): Promise<Response> {
    const found = await support.attachmentOf(attachmentIdOf(messageIdText));
    if (!found || !found.attachment_name || (ownerId !== undefined && found.user_id !== ownerId)) throw new AppError('NOT_FOUND');
    const bytes = await readAttachment(found.attachment_name, storageRoot);
    const headers = attachmentHeaders({
      originalName: offeredNameOf(found.attachment_name, found.attachment_original_name),
      contentType: found.attachment_type ?? 'application/octet-stream',
      size: bytes.length,
    });
    return new Response(new Uint8Array(bytes), { status: 200, headers });
  }

  return {
    async units(onlyActive: boolean): Promise<PublicSupportUnit[]> {
      return (await support.units(onlyActive)).map(toPublicUnit);
    },
    async createUnit(name: string): Promise<PublicSupportUnit> {
      const id = await support.createUnit(name, clock.now());
      return toPublicUnit((await support.findUnit(id))!);
    },
    async updateUnit(id: number, changes: { name?: string; is_active?: boolean }): Promise<PublicSupportUnit> {
      if (!(await support.findUnit(id))) throw new AppError('SUPPORT_UNIT_NOT_FOUND');
      await support.updateUnit(id, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.is_active !== undefined && { is_active: changes.is_active ? 1 : 0 }),
        updated_at: clock.now(),
      });
      return toPublicUnit((await support.findUnit(id))!);
    },

    async open(userId: number, input: TicketCreateInput, file: File | undefined): Promise<OwnTicket> {
      const unit = await support.findUnit(input.unit_id);
      if (!unit || unit.is_active !== 1) throw new AppError('SUPPORT_UNIT_UNAVAILABLE');
      await claimAllowances(
        limiter,
        [{ key: `support-tickets:${userId}`, max: SUPPORT_ALLOWANCE.ticketsPerHour, windowMs: HOUR_MS }],
        'SUPPORT_TICKETS_RATE_LIMITED',
      );
      const attachment = await store(file, { type: 'user', id: userId });
      const now = clock.now();
      const id = await inTransaction(db, async (trx) => {
        const ticketId = await support.createTicket({ user_id: userId, unit_id: unit.id, subject: input.subject, status: 'open', now }, trx);
        await addMessage(ticketId, { type: 'user', id: userId }, input.text, attachment, now, trx);
        return ticketId;
      });
      return toOwnTicket(await visibleTicket(id));
    },
    async listOwn(userId: number, request: OwnTicketListRequest) {
      const page = await support.listOwn(userId, request);
      return { ...page, items: page.items.map(toOwnTicket) };
    },
    async ownThread(userId: number, ticketId: number): Promise<OwnThread> {
      const ticket = await visibleTicket(ticketId, userId);
      return { ticket: toOwnTicket(ticket), messages: (await support.messages(ticketId)).map(toPublicMessage) };
    },
    async replyAsUser(userId: number, ticketId: number, text: string, file: File | undefined) {
      const { ticket, message } = await reply(ticketId, { type: 'user', id: userId }, userId, text, file);
      return { ticket: toOwnTicket(ticket), message };
    },
    closeOwn: async (userId: number, ticketId: number) => toOwnTicket(await close(ticketId, userId)),
    downloadOwn: (userId: number, messageId: string) => download(messageId, userId),

    async list(request: AdminTicketListRequest) {
      const page = await support.list(request);
      return { ...page, items: page.items.map(toAdminTicket) };
    },
    async thread(ticketId: number): Promise<AdminThread> {
      const ticket = await visibleTicket(ticketId);
      return { ticket: toAdminTicket(ticket), messages: (await support.messages(ticketId)).map(toPublicMessage) };
    },
    /** An admin's answer; the user is told by text that the ticket was answered (never awaited: a slow gateway does not hold the answer). */
    async replyAsAdmin(adminId: number, ticketId: number, text: string, file: File | undefined) {
      const { ticket, message } = await reply(ticketId, { type: 'admin', id: adminId }, undefined, text, file);
      // A deleted account's number may belong to someone else by now.
      if (ticket.user_deleted_at === null) {
        sender
          .send({ channel: 'sms', to: ticket.user_mobile, text: messageIn('fa', 'SUPPORT_ANSWERED_TEXT', { ticket: ticket.id }) })
          .catch((error: unknown) => console.error('Sending a support answer text failed:', error));
      }
      return { ticket: toAdminTicket(ticket), message };
    },
    close: async (ticketId: number) => toAdminTicket(await close(ticketId, undefined)),
    download: (messageId: string) => download(messageId, undefined),

    /** Removes the attachment files no message names, past their grace (the housekeeping); answers how many. */
    async sweepOrphanAttachments(signal: AbortSignal): Promise<number> {
      const before = clock.now() - ORPHAN_ATTACHMENT_GRACE_MS;
      let removed = 0;
      for await (const names of storedFileChunks(storageRoot, SWEEP_CHUNK)) {
        if (signal.aborted) break;
        const named = await support.namedAttachments(names);
        for (const name of names) if (!named.has(name) && (await removeStoredFileIfOlder(name, storageRoot, before))) removed += 1;
      }
      return removed;
    },

    /** Tickets waiting for an admin (open or with the customer's reply): the dashboard's open tickets. */
    countWaiting: () => support.countByStatus(WAITING_FOR_ADMIN),
    countOfUser: (userId: number) => support.countOfUser(userId),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;

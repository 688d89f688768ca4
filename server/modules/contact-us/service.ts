import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { ContactMessage } from '../../db/schema';
import { AppError } from '../../errors';
import { claimAllowances } from '../../rate-limit/allowance';
import type { RateLimiter } from '../../rate-limit/limiter';
import { contactMessagesRepository } from './repository';
import { CONTACT_HONEYPOT_FIELD } from '../../../shared/contracts/contact-us';
import type { ContactListRequest, ContactUsRequest, PublicContactMessage } from '../../../shared/contracts/contact-us.schemas';

const HOUR_MS = 60 * 60 * 1000;
/** Messages one address may send: enough for a person, too few to flood the admins' list. */
export const CONTACT_ALLOWANCE = { perAddressPerHour: 5 } as const;

function toPublic(message: ContactMessage): PublicContactMessage {
  return { ...message, is_read: message.is_read === 1 };
}

export function createContactUsService({ db, clock, limiter }: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const messages = contactMessagesRepository(db);
  return {
    /**
     * Stores a visitor's message. A filled honeypot is a bot: it is answered as if stored (so it learns
     * nothing) but counted against its address all the same.
     */
    async send(input: ContactUsRequest, from: { ip: string }): Promise<void> {
      await claimAllowances(limiter, [{ key: `contact:${from.ip}`, max: CONTACT_ALLOWANCE.perAddressPerHour, windowMs: HOUR_MS }]);
      if (input[CONTACT_HONEYPOT_FIELD]) return;
      await messages.create({
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        subject: input.subject,
        message: input.message,
        ip: from.ip.slice(0, 64),
        created_at: clock.now(),
      });
    },
    list: (request: ContactListRequest) => messages.list(request),
    /** The message whole; opening it marks it read by this admin (the first reader is kept). */
    async open(id: number, adminId: number): Promise<PublicContactMessage> {
      const found = await messages.findById(id);
      if (!found) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
      if (found.is_read === 1) return toPublic(found);
      await messages.markRead(id, adminId, clock.now());
      // Read again: another admin may have opened it in between, and stays its first reader.
      return toPublic((await messages.findById(id)) ?? found);
    },
    countUnread: () => messages.countUnread(),
  };
}

export type ContactUsService = ReturnType<typeof createContactUsService>;

import { z } from 'zod';
import { normalizeMobile } from '../../../shared/mobile';
import { listQuery } from '../../http/list-query';
import { epochMs, pageOf } from '../../http/schemas';
import { nameField } from '../users/schemas';

// Shared with the browser: imports only zod, shared/ and sibling schema files.

export const CONTACT_READ_STATES = ['unread', 'read'] as const;
export type ContactReadState = (typeof CONTACT_READ_STATES)[number];

/** The longest message a visitor may send. */
export const CONTACT_MESSAGE_MAX = 5000;
/** The honeypot: a field a person never sees (hidden from sight and from screen readers), which form-filling bots fill. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** A mobile is optional here: empty means none, anything else must be a mobile number (any digits, any prefix). */
const optionalMobileField = z
  .union([z.literal(''), z.null(), z.string({ error: 'MOBILE_INVALID' })])
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const mobile = normalizeMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: 'MOBILE_INVALID' });
      return z.NEVER;
    }
    return mobile;
  });

const optionalEmailField = z
  .union([z.literal(''), z.null(), z.email({ error: 'EMAIL_INVALID' }).max(254, { error: 'EMAIL_INVALID' })])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const contactUsBody = z
  .object({
    name: nameField,
    mobile: optionalMobileField,
    email: optionalEmailField,
    subject: z.string({ error: 'CONTACT_SUBJECT_REQUIRED' }).trim().min(2, { error: 'CONTACT_SUBJECT_REQUIRED' }).max(200, { error: 'CONTACT_SUBJECT_TOO_LONG' }),
    message: z
      .string({ error: 'CONTACT_MESSAGE_REQUIRED' })
      .trim()
      .min(5, { error: 'CONTACT_MESSAGE_REQUIRED' })
      .max(CONTACT_MESSAGE_MAX, { error: 'CONTACT_MESSAGE_TOO_LONG' }),
    [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .refine((body) => body.mobile !== null || body.email !== null, { error: 'CONTACT_REPLY_TO_REQUIRED', path: ['mobile'] });

export type ContactUsInput = z.input<typeof contactUsBody>;
export type ContactUsRequest = z.output<typeof contactUsBody>;

export const CONTACT_SORT_FIELDS = ['created_at'] as const;

export const contactListQuery = listQuery({
  sort: CONTACT_SORT_FIELDS,
  defaultSort: 'created_at:desc',
  filters: { state: z.enum(CONTACT_READ_STATES, { error: 'CONTACT_STATE_INVALID' }).optional() },
});
export type ContactListQuery = z.input<typeof contactListQuery>;
export type ContactListRequest = z.output<typeof contactListQuery>;

/** A contact-us message as the admin list shows it: the text cut short (opening the message shows it whole). */
export const contactMessageRowSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    subject: z.string(),
    excerpt: z.string(),
    is_read: z.boolean(),
    created_at: epochMs,
  })
  .meta({ id: 'ContactMessageRow' });
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

/** One message whole, with who first read it. */
export const contactMessageSchema = contactMessageRowSchema
  .omit({ excerpt: true })
  .extend({
    message: z.string(),
    ip: z.string(),
    read_at: epochMs.nullable(),
    read_by: z.number().int().positive().nullable(),
  })
  .meta({ id: 'ContactMessage' });
export type PublicContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /admin/contact_us/list → data. */
export const contactMessagePage = pageOf(contactMessageRowSchema);
/** GET /admin/contact_us/{id} → data. */
export const contactMessageData = z.strictObject({ message: contactMessageSchema });
/** POST /contact_us → data: nothing to show but the thanks. */
export const contactUsData = z.null();

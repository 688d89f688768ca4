import { z } from 'zod';
import { normalizeMobile } from '../mobile';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX, CONTACT_READ_STATES, contactUsRoutes } from './contact-us';
import { nameField } from './person-fields.schemas';
import { defineContract, epochMs, idParams, listQueryFor, pageOf } from './kit.schemas';

const tag = 'contact_us';

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
    subject: z
      .string({ error: 'CONTACT_SUBJECT_REQUIRED' })
      .trim()
      .min(2, { error: 'CONTACT_SUBJECT_REQUIRED' })
      .max(200, { error: 'CONTACT_SUBJECT_TOO_LONG' }),
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

export const contactListQuery = listQueryFor(contactUsRoutes.list.listing, {
  state: z.enum(CONTACT_READ_STATES, { error: 'CONTACT_STATE_INVALID' }).optional(),
});
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

export const contactUsContract = defineContract(contactUsRoutes, {
  send: {
    summary: 'A visitor’s message to the site (a mobile or an email to answer on); limited per address',
    tag,
    body: contactUsBody,
    // Nothing to show but the thanks.
    response: z.null(),
  },
  list: {
    summary: 'Contact-us messages, newest first, by read state, searched by name, mobile, email or subject',
    tag,
    query: contactListQuery,
    response: pageOf(contactMessageRowSchema),
  },
  detail: {
    summary: 'One message whole; opening it marks it read (not audited: reading changes nothing but the read mark)',
    tag,
    params: idParams,
    response: z.strictObject({ message: contactMessageSchema }),
  },
});

import { z } from 'zod';
import { GIFT_AUDIENCES, GIFT_STATUSES, giftRoutes, MAX_CHOSEN_USERS } from './gifts';
import { rialsAmount } from './money-fields.schemas';
import { defineContract, epochMs, idParams, listQueryFor, pageOf } from './kit.schemas';

const tag = 'gift';

const titleField = z.string({ error: 'GIFT_TITLE_REQUIRED' }).trim().min(2, { error: 'GIFT_TITLE_REQUIRED' }).max(200, { error: 'GIFT_TITLE_TOO_LONG' });

const audienceField = z.enum(GIFT_AUDIENCES, { error: 'GIFT_AUDIENCE_INVALID' });

const userIdsField = z
  .array(z.number({ error: 'GIFT_USERS_INVALID' }).int({ error: 'GIFT_USERS_INVALID' }).positive({ error: 'GIFT_USERS_INVALID' }), {
    error: 'GIFT_USERS_INVALID',
  })
  .max(MAX_CHOSEN_USERS, { error: 'GIFT_USERS_TOO_MANY' })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** After this time (epoch ms) the draft can no longer be published; null for none. */
const expiresAtField = epochMs.nullable();

export const giftCreateBody = z
  .object({
    title: titleField,
    amount: rialsAmount,
    audience: audienceField,
    user_ids: userIdsField.optional(),
    expires_at: expiresAtField.optional(),
  })
  .refine((gift) => gift.audience !== 'users' || (gift.user_ids?.length ?? 0) > 0, { error: 'GIFT_USERS_REQUIRED', path: ['user_ids'] });

/** Any of the draft's fields; what is not sent stays. */
export const giftUpdateBody = z.object({
  title: titleField.optional(),
  amount: rialsAmount.optional(),
  audience: audienceField.optional(),
  user_ids: userIdsField.optional(),
  expires_at: expiresAtField.optional(),
});

export const giftListQuery = listQueryFor(giftRoutes.list.listing, { status: z.enum(GIFT_STATUSES, { error: 'GIFT_STATUS_INVALID' }).optional() });

export type GiftCreateInput = z.output<typeof giftCreateBody>;
/** What a client sends to create a draft (and, in part, to change one). */
export type GiftCreateValues = z.input<typeof giftCreateBody>;
export type GiftUpdateInput = z.output<typeof giftUpdateBody>;
export type GiftListRequest = z.output<typeof giftListQuery>;

/** A gift as the API shows it. */
export const publicGiftSchema = z
  .strictObject({
    id: z.number().int().positive(),
    title: z.string(),
    amount: z.number().int(),
    audience: audienceField,
    expires_at: epochMs.nullable(),
    /** A draft past its expiry: it can no longer be published. */
    is_expired: z.boolean(),
    status: z.enum(GIFT_STATUSES),
    /** Users credited and how much in all (0 for a draft); growing while publishing, final once published. */
    recipients_count: z.number().int().nonnegative(),
    total_amount: z.number().int().nonnegative(),
    /** The audience's size when publishing began (0 for a draft): a publishing gift has credited recipients_count of it. */
    target_count: z.number().int().nonnegative(),
    created_by: z.number().int().positive(),
    published_by: z.number().int().positive().nullable(),
    created_at: epochMs,
    updated_at: epochMs,
    published_at: epochMs.nullable(),
  })
  .meta({ id: 'PublicGift' });
export type PublicGift = z.infer<typeof publicGiftSchema>;

/** A user as the gift screens show one: for choosing recipients. */
export const giftUserOptionSchema = z.strictObject({ id: z.number().int().positive(), name: z.string(), mobile: z.string() }).meta({ id: 'GiftUserOption' });
export type GiftUserOption = z.infer<typeof giftUserOptionSchema>;

/** Who a publish would credit now, and how much in all: the published figures once it is published. */
export const giftPreviewSchema = z.strictObject({ recipients_count: z.number().int().nonnegative(), total_amount: z.number().int().nonnegative() });
export type GiftPreview = z.infer<typeof giftPreviewSchema>;

const giftData = z.strictObject({ gift: publicGiftSchema });

const giftDetailData = z.strictObject({ gift: publicGiftSchema, users: z.array(giftUserOptionSchema), preview: giftPreviewSchema });
export type GiftDetail = z.infer<typeof giftDetailData>;

export const giftsContract = defineContract(giftRoutes, {
  list: { summary: 'Gifts, searched by title, filtered by status and paginated', tag, query: giftListQuery, response: pageOf(publicGiftSchema) },
  userOptions: {
    summary: 'Users to choose as recipients: name or mobile containing `search`, at most 20',
    tag,
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: z.strictObject({ items: z.array(giftUserOptionSchema) }),
  },
  create: { summary: 'Create a draft gift (amount in Rials); accepts Idempotency-Key', tag, body: giftCreateBody, response: giftData },
  detail: {
    summary: 'One gift, its chosen users, and how many users and how much in all a publish would credit now',
    tag,
    params: idParams,
    response: giftDetailData,
  },
  update: { summary: 'Change a draft gift; a published one cannot change (409)', tag, params: idParams, body: giftUpdateBody, response: giftData },
  remove: { summary: 'Delete a draft gift; a published one cannot be deleted (409)', tag, params: idParams, response: giftData },
  publish: {
    summary:
      'Credit every target once. Chosen users are credited before the answer (status published); everyone or those below their minimum are frozen and credited in batches in the background: the answer is the gift with status publishing, and its progress (recipients_count of target_count) is read from the list or single until it is published. A repeat answers the gift as it stands; accepts Idempotency-Key',
    tag,
    params: idParams,
    response: giftData,
  },
});

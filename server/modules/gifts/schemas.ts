import { z } from 'zod';
import { listQuery } from '../../http/list-query';
import { rialsAmount } from '../../http/money';
import { epochMs, pageOf } from '../../http/schemas';

// Shared with the browser: imports only zod and sibling schema files.

export const GIFT_AUDIENCES = ['all', 'users', 'below_minimum'] as const;
export const GIFT_STATUSES = ['draft', 'published'] as const;
export type GiftAudienceKey = (typeof GIFT_AUDIENCES)[number];
export type GiftStatusKey = (typeof GIFT_STATUSES)[number];

/** The most users one gift may be chosen for by hand; a wider gift is for everyone or those below their minimum. */
export const MAX_CHOSEN_USERS = 1000;

const titleField = z
  .string({ error: 'GIFT_TITLE_REQUIRED' })
  .trim()
  .min(2, { error: 'GIFT_TITLE_REQUIRED' })
  .max(200, { error: 'GIFT_TITLE_TOO_LONG' });

const audienceField = z.enum(GIFT_AUDIENCES, { error: 'GIFT_AUDIENCE_INVALID' });

const userIdsField = z
  .array(z.number({ error: 'GIFT_USERS_INVALID' }).int({ error: 'GIFT_USERS_INVALID' }).positive({ error: 'GIFT_USERS_INVALID' }), { error: 'GIFT_USERS_INVALID' })
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

export const GIFT_SORT_FIELDS = ['created_at', 'amount'] as const;

export const giftListQuery = listQuery({
  sort: GIFT_SORT_FIELDS,
  defaultSort: 'created_at:desc',
  filters: { status: z.enum(GIFT_STATUSES, { error: 'GIFT_STATUS_INVALID' }).optional() },
});

export const giftUserOptionsQuery = z.object({ search: z.string().trim().max(100).optional() });

export type GiftCreateInput = z.output<typeof giftCreateBody>;
export type GiftUpdateInput = z.output<typeof giftUpdateBody>;
export type GiftListQuery = z.input<typeof giftListQuery>;
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
    /** Written at publish (0 for a draft). */
    recipients_count: z.number().int().nonnegative(),
    total_amount: z.number().int().nonnegative(),
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

/** Create, update and publish → data. */
export const giftData = z.strictObject({ gift: publicGiftSchema });

/** PATCH /admin/gifts/{id}/single → data: the gift, its chosen users and what a publish would credit now. */
export const giftDetailData = z.strictObject({ gift: publicGiftSchema, users: z.array(giftUserOptionSchema), preview: giftPreviewSchema });
export type GiftDetail = z.infer<typeof giftDetailData>;

/** GET /admin/gifts/list → data. */
export const giftPage = pageOf(publicGiftSchema);

/** GET /admin/gifts/user_options → data. */
export const giftUserOptionsData = z.strictObject({ items: z.array(giftUserOptionSchema) });

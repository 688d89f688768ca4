import { z } from 'zod';
import { listDayField, listQuery } from '../../http/list-query';
import { topUpAmount } from '../../../shared/contracts/money-fields';
import { epochMs, pageOf } from '../../http/schemas';
import { normalizeDigits } from '../../../shared/digits';

// Shared with the browser: imports only zod, shared code and sibling schema files.

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
/** What a payment is for; the screens name it in the visitor's language. */
export const PAYMENT_KINDS = ['top_up'] as const;
export const PAYMENT_GATEWAYS = ['sandbox', 'zarinpal'] as const;
export type PaymentStatusKey = (typeof PAYMENT_STATUSES)[number];
export type PaymentKindKey = (typeof PAYMENT_KINDS)[number];
export type PaymentGatewayKey = (typeof PAYMENT_GATEWAYS)[number];

/** POST /user/payments body. */
export const topUpBody = z.strictObject({ amount: topUpAmount });
export type TopUpInput = z.infer<typeof topUpBody>;

/** POST /user/payments → data: where the browser goes to pay. */
export const topUpStarted = z.strictObject({ payment_id: z.number().int().positive(), gateway_url: z.string().min(1) });
export type TopUpStarted = z.infer<typeof topUpStarted>;

/** A whole number of Rials typed in a query, Persian or Arabic digits accepted. */
const rialsFilter = (invalid: 'AMOUNT_MIN_INVALID' | 'AMOUNT_MAX_INVALID') =>
  z
    .string({ error: invalid })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(z.string().regex(/^[0-9]{1,15}$/, { error: invalid }).transform(Number))
    .optional();

export const PAYMENT_SORT_FIELDS = ['created_at', 'amount'] as const;

/** GET /admin/payments/list query. */
export const paymentListQuery = listQuery({
  sort: PAYMENT_SORT_FIELDS,
  defaultSort: 'created_at:desc',
  filters: {
    status: z.enum(PAYMENT_STATUSES, { error: 'PAYMENT_STATUS_INVALID' }).optional(),
    user_id: z.coerce.number({ error: 'USER_ID_INVALID' }).int({ error: 'USER_ID_INVALID' }).positive({ error: 'USER_ID_INVALID' }).optional(),
    amount_min: rialsFilter('AMOUNT_MIN_INVALID'),
    amount_max: rialsFilter('AMOUNT_MAX_INVALID'),
    from: listDayField('FROM_DAY_INVALID'),
    to: listDayField('TO_DAY_INVALID'),
  },
})
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'FROM_AFTER_TO', path: ['to'] })
  .refine((query) => query.amount_min === undefined || query.amount_max === undefined || query.amount_min <= query.amount_max, {
    error: 'AMOUNT_MIN_AFTER_MAX',
    path: ['amount_max'],
  });
export type PaymentListQuery = z.input<typeof paymentListQuery>;
export type PaymentListRequest = z.output<typeof paymentListQuery>;

/** GET /user/payments/list query: the user's own payments, newest first. */
export const ownPaymentListQuery = listQuery({
  sort: ['created_at'],
  defaultSort: 'created_at:desc',
  filters: { status: z.enum(PAYMENT_STATUSES, { error: 'PAYMENT_STATUS_INVALID' }).optional() },
});
export type OwnPaymentListQuery = z.input<typeof ownPaymentListQuery>;
export type OwnPaymentListRequest = z.output<typeof ownPaymentListQuery>;

/** One payment as its payer sees it. */
export const ownPaymentSchema = z
  .strictObject({
    id: z.number().int().positive(),
    amount: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    kind: z.enum(PAYMENT_KINDS),
    gateway: z.enum(PAYMENT_GATEWAYS),
    gateway_reference: z.string().nullable(),
    card_pan: z.string().nullable(),
    created_at: epochMs,
    paid_at: epochMs.nullable(),
  })
  .meta({ id: 'OwnPayment' });
export type OwnPayment = z.infer<typeof ownPaymentSchema>;
export const ownPaymentPage = pageOf(ownPaymentSchema);

/** One row of GET /admin/payments/list: the payment with its payer and the gateway's id for it. */
export const adminPaymentSchema = ownPaymentSchema
  .extend({
    user_id: z.number().int().positive(),
    user_name: z.string().nullable(),
    user_mobile: z.string().nullable(),
    authority: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentPage = pageOf(adminPaymentSchema);

/** A sandbox transaction's path: the authority the sandbox gave. */
export const sandboxParams = z.object({ authority: z.string().regex(/^S[0-9a-f]{32}$/, { error: 'AUTHORITY_INVALID' }) });

/** GET /payments/sandbox/:authority → data: what the sandbox page shows. */
export const sandboxTransactionSchema = z
  .strictObject({
    authority: z.string(),
    amount: z.number().int(),
    description: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'cancelled']),
  })
  .meta({ id: 'SandboxTransaction' });
export type SandboxTransactionView = z.infer<typeof sandboxTransactionSchema>;

/** POST /payments/sandbox/:authority body: pay or cancel. */
export const sandboxDecisionBody = z.strictObject({ decision: z.enum(['pay', 'cancel'], { error: 'VALIDATION_FAILED' }) });

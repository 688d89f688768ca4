import { z } from 'zod';
import { normalizeDigits } from '../digits';
import { topUpAmount } from './money-fields.schemas';
import { EXPORT_FORMATS, PAYMENT_GATEWAYS, PAYMENT_KINDS, PAYMENT_STATUSES, paymentRoutes } from './payments';
import { defineContract, epochMs, idParams, listDayField, listQueryFor, pageOf } from './kit.schemas';

const tag = 'payments';

/** POST /user/payments body. */
export const topUpBody = z.strictObject({ amount: topUpAmount });
export type TopUpInput = z.infer<typeof topUpBody>;

/** POST /user/payments → data: where the browser goes to pay. */
export const topUpStarted = z.strictObject({ payment_id: z.number().int().positive(), gateway_url: z.string().min(1) });
export type TopUpStarted = z.infer<typeof topUpStarted>;

/** A whole number of Rials typed in a query, Persian or Arabic digits accepted; a client may hand it over as a number. */
const rialsFilter = (invalid: 'AMOUNT_MIN_INVALID' | 'AMOUNT_MAX_INVALID') =>
  z.coerce
    .string({ error: invalid })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .regex(/^[0-9]{1,15}$/, { error: invalid })
        .transform(Number),
    )
    .optional();

/** GET /admin/payments/list query. */
export const paymentListQuery = listQueryFor(paymentRoutes.list.listing, {
  status: z.enum(PAYMENT_STATUSES, { error: 'PAYMENT_STATUS_INVALID' }).optional(),
  user_id: z.coerce.number({ error: 'USER_ID_INVALID' }).int({ error: 'USER_ID_INVALID' }).positive({ error: 'USER_ID_INVALID' }).optional(),
  amount_min: rialsFilter('AMOUNT_MIN_INVALID'),
  amount_max: rialsFilter('AMOUNT_MAX_INVALID'),
  from: listDayField('FROM_DAY_INVALID'),
  to: listDayField('TO_DAY_INVALID'),
})
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'FROM_AFTER_TO', path: ['to'] })
  .refine((query) => query.amount_min === undefined || query.amount_max === undefined || query.amount_min <= query.amount_max, {
    error: 'AMOUNT_MIN_AFTER_MAX',
    path: ['amount_max'],
  });
export type PaymentListRequest = z.output<typeof paymentListQuery>;

/** GET /admin/payments/export query: the list's own filters (same schema, same 422s) and the format. */
export const paymentExportQuery = paymentListQuery.safeExtend({ format: z.enum(EXPORT_FORMATS, { error: 'EXPORT_FORMAT_INVALID' }) });
export type PaymentExportQuery = z.input<typeof paymentExportQuery>;

/** GET /user/payments/list query: the user's own payments, newest first. */
export const ownPaymentListQuery = listQueryFor(paymentRoutes.ownList.listing, {
  status: z.enum(PAYMENT_STATUSES, { error: 'PAYMENT_STATUS_INVALID' }).optional(),
});
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

/** A sandbox transaction's path: the authority the sandbox gave. */
const sandboxParams = z.object({ authority: z.string().regex(/^S[0-9a-f]{32}$/, { error: 'AUTHORITY_INVALID' }) });

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

/** A gateway's callback: Zarinpal (and the sandbox) send `Authority` and `Status` (OK or NOK). */
const callbackParams = z.object({ gateway: z.enum(PAYMENT_GATEWAYS, { error: 'NOT_FOUND' }) });
const callbackQuery = z.object({
  Authority: z.string({ error: 'AUTHORITY_INVALID' }).min(1, { error: 'AUTHORITY_INVALID' }).max(64, { error: 'AUTHORITY_INVALID' }),
  Status: z.string().max(16).optional(),
});

export const paymentsContract = defineContract(paymentRoutes, {
  topUp: { summary: 'Start a top-up: a pending payment and the gateway page the browser goes to', tag, body: topUpBody, response: topUpStarted },
  ownList: { summary: "The signed-in user's payments, newest first", tag, query: ownPaymentListQuery, response: pageOf(ownPaymentSchema) },
  ownDetail: {
    summary: "One of the signed-in user's payments (the wallet reports on the one just returned from the gateway)",
    tag,
    params: idParams,
    response: ownPaymentSchema,
  },
  callback: {
    summary: "The gateway's return: verifies the payment, credits it once and sends the payer to the wallet",
    tag,
    params: callbackParams,
    query: callbackQuery,
  },
  sandbox: { summary: 'What the sandbox gateway page shows', tag, params: sandboxParams, response: sandboxTransactionSchema },
  sandboxDecide: {
    summary: "The payer's choice on the sandbox gateway page; answers the callback address to go to",
    tag,
    params: sandboxParams,
    body: z.strictObject({ decision: z.enum(['pay', 'cancel'], { error: 'VALIDATION_FAILED' }) }),
    response: z.strictObject({ redirect_url: z.string() }),
  },
  list: { summary: 'Payments, by status, payer, amount and day range', tag: 'admin', query: paymentListQuery, response: pageOf(adminPaymentSchema) },
  export: {
    summary: "The filtered payments as a CSV (UTF-8 with BOM) or XLSX file, streamed; the list's filters, newest first",
    tag,
    query: paymentExportQuery,
  },
});

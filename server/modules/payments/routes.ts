import { z } from 'zod';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { admin, anyone, defineRoute, redirectResponse, refuseWhileImpersonating, signedInUser } from '../../http/route';
import { AppError } from '../../errors';
import { idParams } from '../../http/schemas';
import { callerLocale } from '../../i18n/caller-locale';
import {
  adminPaymentPage,
  ownPaymentListQuery,
  ownPaymentPage,
  ownPaymentSchema,
  PAYMENT_GATEWAYS,
  paymentListQuery,
  sandboxDecisionBody,
  sandboxParams,
  sandboxTransactionSchema,
  topUpBody,
  topUpStarted,
} from './schemas';

const tag = 'payments';

/** A gateway's callback: Zarinpal (and the sandbox) send `Authority` and `Status` (OK or NOK). */
const callbackParams = z.object({ gateway: z.enum(PAYMENT_GATEWAYS, { error: 'NOT_FOUND' }) });
const callbackQuery = z.object({
  Authority: z.string({ error: 'AUTHORITY_INVALID' }).min(1, { error: 'AUTHORITY_INVALID' }).max(64, { error: 'AUTHORITY_INVALID' }),
  Status: z.string().max(16).optional(),
});

export const paymentRoutes = [
  defineRoute({
    method: 'post',
    path: '/user/payments',
    summary: 'Start a top-up: a pending payment and the gateway page the browser goes to',
    tag,
    access: signedInUser,
    body: topUpBody,
    labels: { amount: 'FIELD_AMOUNT' },
    response: topUpStarted,
    successStatus: 201,
    refusals: [403, 502],
    handler: async ({ caller, services, body, hono }) => {
      // Money paid in is the user's own act: an admin signed in as the user may not pay for them.
      refuseWhileImpersonating(caller);
      return { data: await services.payments.startTopUp(caller.user, body.amount, new URL(hono.req.url).origin, callerLocale(hono)) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user/payments/list',
    summary: "The signed-in user's payments, newest first",
    tag,
    access: signedInUser,
    query: ownPaymentListQuery,
    labels: { ...LIST_QUERY_LABELS, status: 'FIELD_STATUS' },
    response: ownPaymentPage,
    handler: async ({ caller, services, query }) => ({ data: await services.payments.listOwn(caller.user, query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/user/payments/:id',
    summary: "One of the signed-in user's payments (the wallet reports on the one just returned from the gateway)",
    tag,
    access: signedInUser,
    params: idParams,
    response: ownPaymentSchema,
    refusals: [404],
    handler: async ({ caller, services, params }) => ({ data: await services.payments.findOwn(caller.user, params.id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/payments/callback/:gateway',
    summary: "The gateway's return: verifies the payment, credits it once and sends the payer to the wallet",
    tag,
    access: anyone,
    params: callbackParams,
    query: callbackQuery,
    response: redirectResponse,
    successStatus: 303,
    refusals: [404],
    handler: async ({ services, params, query, hono }) => hono.redirect(await services.payments.completeCallback(params.gateway, query.Authority, query.Status), 303),
  }),
  defineRoute({
    method: 'get',
    path: '/payments/sandbox/:authority',
    summary: 'What the sandbox gateway page shows',
    tag,
    access: anyone,
    params: sandboxParams,
    response: sandboxTransactionSchema,
    refusals: [404],
    handler: async ({ services, params }) => {
      const transaction = await services.payments.sandboxTransaction(params.authority);
      if (!transaction) throw new AppError('PAYMENT_NOT_FOUND');
      return { data: transaction };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/payments/sandbox/:authority',
    summary: "The payer's choice on the sandbox gateway page; answers the callback address to go to",
    tag,
    access: anyone,
    params: sandboxParams,
    body: sandboxDecisionBody,
    response: z.strictObject({ redirect_url: z.string() }),
    refusals: [404],
    handler: async ({ services, params, body }) => ({ data: { redirect_url: await services.payments.decideSandbox(params.authority, body.decision) } }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/payments/list',
    summary: 'Payments, by status, payer, amount and day range',
    tag: 'admin',
    access: admin('payments.view'),
    query: paymentListQuery,
    labels: { ...LIST_QUERY_LABELS, status: 'FIELD_STATUS', user_id: 'FIELD_USER_ID', amount_min: 'FIELD_AMOUNT_MIN', amount_max: 'FIELD_AMOUNT_MAX', from: 'FIELD_FROM', to: 'FIELD_TO' },
    response: adminPaymentPage,
    handler: async ({ services, query }) => ({ data: await services.payments.list(query) }),
  }),
];

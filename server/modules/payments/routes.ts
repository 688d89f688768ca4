import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement, refuseWhileImpersonating } from '../../http/route';
import { AppError } from '../../errors';
import { callerLocale } from '../../i18n/caller-locale';
import { paymentsContract as payments } from '../../../shared/contracts/payments.schemas';

export const paymentRoutes = [
  implement(payments.topUp, { labels: { amount: 'FIELD_AMOUNT' } }, async ({ caller, services, body, hono }) => {
    // Money paid in is the user's own act: an admin signed in as the user may not pay for them.
    refuseWhileImpersonating(caller);
    return { data: await services.payments.startTopUp(caller.user, body.amount, new URL(hono.req.url).origin, callerLocale(hono)) };
  }),
  implement(payments.ownList, { labels: { ...LIST_QUERY_LABELS, status: 'FIELD_STATUS' } }, async ({ caller, services, query }) => ({
    data: await services.payments.listOwn(caller.user, query),
  })),
  implement(payments.ownDetail, {}, async ({ caller, services, params }) => ({ data: await services.payments.findOwn(caller.user, params.id) })),
  implement(payments.callback, {}, async ({ services, params, query, hono }) =>
    hono.redirect(await services.payments.completeCallback(params.gateway, query.Authority, query.Status), 303),
  ),
  implement(payments.sandbox, {}, async ({ services, params }) => {
    const transaction = await services.payments.sandboxTransaction(params.authority);
    if (!transaction) throw new AppError('PAYMENT_NOT_FOUND');
    return { data: transaction };
  }),
  implement(payments.sandboxDecide, {}, async ({ services, params, body }) => ({
    data: { redirect_url: await services.payments.decideSandbox(params.authority, body.decision) },
  })),
  implement(
    payments.list,
    {
      labels: {
        ...LIST_QUERY_LABELS,
        status: 'FIELD_STATUS',
        user_id: 'FIELD_USER_ID',
        amount_min: 'FIELD_AMOUNT_MIN',
        amount_max: 'FIELD_AMOUNT_MAX',
        from: 'FIELD_FROM',
        to: 'FIELD_TO',
      },
    },
    async ({ services, query }) => ({ data: await services.payments.list(query) }),
  ),
];

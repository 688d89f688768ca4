import type { Clock } from '../../clock';
import { inBatches } from '../../coordination/batches';
import { inTransaction, type Db } from '../../db';
import type { Payment, PaymentFailureReason, PaymentGateway, User } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { messageIn, type Locale } from '../../i18n/messages';
import type { LedgerService } from '../ledger/service';
import { createGateways, GatewayError, type Gateway } from './gateways';
import { decideSandbox } from './gateways/sandbox';
import { paymentSearchTextOf, paymentsRepository, sandboxRepository, toPayment } from './repository';
import type { AdminPayment, OwnPayment, OwnPaymentListRequest, PaymentListRequest, TopUpStarted } from '../../../shared/contracts/payments.schemas';

/** Where the payer lands after the gateway, with the payment to report on. */
export const walletUrlOf = (paymentId: number) => `/p/wallet?payment=${paymentId}`;

/**
 * A top-up still pending this long after it started was abandoned at the gateway: far past the
 * minutes a gateway's page and the bank's session give the payer. The housekeeping fails it as
 * expired; a callback that still comes, and the gateway confirms, credits it all the same.
 */
export const PENDING_PAYMENT_EXPIRES_AFTER_MS = 60 * 60 * 1000;

/**
 * Payments expired per statement: a backlog of abandoned top-ups (100,000 at the money bench's scale)
 * expired in one statement held SQLite's process 3.3 s and, on MariaDB, the rows' locks as long, which
 * a callback for one of them waits out.
 */
export const EXPIRE_BATCH_ROWS = 500;

/** A payment the gateway may still settle: pending, or given up on as expired. */
const awaitsGateway = (payment: Pick<Payment, 'status' | 'failure_reason'>) =>
  payment.status === 'pending' || (payment.status === 'failed' && payment.failure_reason === 'expired');

const toOwnPayment = (payment: Payment): OwnPayment => ({
  id: payment.id,
  amount: payment.amount,
  status: payment.status,
  kind: payment.kind,
  gateway: payment.gateway,
  gateway_reference: payment.gateway_reference,
  card_pan: payment.card_pan,
  created_at: payment.created_at,
  paid_at: payment.paid_at,
});

export function createPaymentService({
  db,
  env,
  clock,
  ledger,
  gateways = createGateways({ db, env, clock }),
}: {
  db: Db;
  env: Env;
  clock: Clock;
  ledger: LedgerService;
  gateways?: { current: Gateway; byName: Record<PaymentGateway, Gateway> };
}) {
  const payments = paymentsRepository(db);

  /** Marks a pending payment failed; a payment settled or expired meanwhile keeps what it has. */
  async function fail(payment: Payment, reason: Exclude<PaymentFailureReason, 'expired'>): Promise<void> {
    await payments.settle(payment.id, { status: 'failed', failure_reason: reason, updated_at: clock.now() }, db);
  }

  return {
    /** How many payments a user has started, whatever became of them (the admin's user page). */
    countOfUser: (userId: number) => payments.countOfUser(userId),
    /**
     * Asks the configured gateway for a payment of `amount` Rials and stores it pending under the
     * authority the gateway gave. `origin` is the site's address as the browser reached it, for the
     * callback when PUBLIC_URL is not set.
     */
    async startTopUp(user: User, amount: number, origin: string, locale: Locale): Promise<TopUpStarted> {
      const gateway = gateways.current;
      const callbackUrl = `${env.PUBLIC_URL ?? origin}/api/v1/payments/callback/${gateway.name}`;
      let request;
      try {
        // The gateway shows the payer what the payment is for, in the language the payer is reading.
        request = await gateway.request(amount, callbackUrl, messageIn(locale, 'TOP_UP_DESCRIPTION'));
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError('PAYMENT_GATEWAY_FAILED');
        throw error;
      }
      const now = clock.now();
      const id = await payments.insert(
        {
          user_id: user.id,
          amount,
          status: 'pending',
          gateway: gateway.name,
          authority: request.authority,
          gateway_reference: null,
          kind: 'top_up',
          description: null,
          card_pan: null,
          created_at: now,
          paid_at: null,
          updated_at: now,
          failure_reason: null,
        },
        paymentSearchTextOf([user.name, user.mobile, request.authority]),
      );
      return { payment_id: id, gateway_url: request.url };
    },

    /**
     * The gateway's callback: verifies the payment with the gateway and, in one transaction, moves it
     * from pending to paid once and credits the payer through the ledger (`payment:<id>`). A payment
     * failed as expired is still paid and credited if the gateway confirms it (a payer who took
     * long); any other settled payment is left as it is. One naming no payment is a 404. Answers
     * where the payer goes next.
     */
    async completeCallback(gatewayName: PaymentGateway, authority: string, status: string | undefined): Promise<string> {
      const payment = await payments.lockByAuthority(gatewayName, authority, db);
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
      if (!awaitsGateway(payment)) return walletUrlOf(payment.id);
      if (status !== 'OK') {
        await fail(payment, 'cancelled');
        return walletUrlOf(payment.id);
      }
      // Asked outside the transaction: a gateway's answer takes far longer than a row lock should be held.
      const verification = await gateways.byName[gatewayName].verify(authority, payment.amount);
      if (!verification.ok) {
        if (verification.reason === 'unpaid') await fail(payment, 'unpaid');
        return walletUrlOf(payment.id);
      }
      await inTransaction(db, async (trx) => {
        const current = await payments.lockByAuthority(gatewayName, authority, trx);
        if (!current || !awaitsGateway(current)) return;
        const now = clock.now();
        await payments.settle(
          current.id,
          {
            status: 'paid',
            failure_reason: null,
            gateway_reference: verification.reference,
            card_pan: verification.cardPan,
            paid_at: now,
            updated_at: now,
            search_text: paymentSearchTextOf([current.search_text, verification.reference]),
          },
          trx,
        );
        await ledger.credit(
          { userId: current.user_id, amount: current.amount, kind: 'payment', reference: `payment:${current.id}`, description: current.description },
          trx,
        );
      });
      return walletUrlOf(payment.id);
    },

    /** Fails, as expired, the top-ups left pending past their time (the housekeeping), a batch at a time until done or `signal` aborts; answers how many. */
    expireAbandoned(signal: AbortSignal): Promise<number> {
      const startedBefore = clock.now() - PENDING_PAYMENT_EXPIRES_AFTER_MS;
      return inBatches(EXPIRE_BATCH_ROWS, signal, () => payments.expirePending(startedBefore, clock.now(), EXPIRE_BATCH_ROWS));
    },

    /** What the sandbox page shows; undefined for an authority it never gave. */
    async sandboxTransaction(authority: string) {
      const transaction = await sandboxRepository(db).find(authority);
      return transaction && { authority: transaction.authority, amount: transaction.amount, description: transaction.description, status: transaction.status };
    },

    /** The payer's choice on the sandbox page; answers the callback address the browser goes to. */
    async decideSandbox(authority: string, decision: 'pay' | 'cancel'): Promise<string> {
      const url = await decideSandbox(db, authority, decision);
      if (!url) throw new AppError('PAYMENT_NOT_FOUND');
      return url;
    },

    /** One of the user's own payments; another user's is as unknown as a missing one. */
    async findOwn(user: User, id: number): Promise<OwnPayment> {
      const payment = await payments.findById(id);
      if (!payment || payment.user_id !== user.id) throw new AppError('PAYMENT_NOT_FOUND');
      return toOwnPayment(payment);
    },

    async listOwn(user: User, request: OwnPaymentListRequest) {
      const page = await payments.listOwn(user.id, request);
      return { ...page, items: page.items.map((row) => toOwnPayment(toPayment(row))) };
    },

    async list(request: PaymentListRequest) {
      const page = await payments.list(request);
      return {
        ...page,
        items: page.items.map((row): AdminPayment => {
          const payment = toPayment(row);
          return {
            ...toOwnPayment(payment),
            user_id: payment.user_id,
            user_name: row.user_name ?? null,
            user_mobile: row.user_mobile ?? null,
            authority: payment.authority,
            description: payment.description,
          };
        }),
      };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

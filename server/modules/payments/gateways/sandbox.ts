import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db';
import { sandboxRepository } from '../repository';
import type { Gateway } from './types';

/**
 * A gateway that moves no money, for development and tests: its page (pages/gateway/sandbox) shows
 * the amount with pay and cancel, and the choice is stored so any instance verifies it.
 */
export function createSandboxGateway({ db, clock, baseUrl }: { db: Db; clock: Clock; baseUrl: string }): Gateway {
  const transactions = sandboxRepository(db);
  return {
    name: 'sandbox',
    async request(amount, callbackUrl, description) {
      const authority = `S${randomBytes(16).toString('hex')}`;
      await transactions.insert({
        authority,
        amount,
        callback_url: callbackUrl,
        description,
        status: 'pending',
        reference: null,
        verified_at: null,
        created_at: clock.now(),
      });
      return { authority, url: `${baseUrl}/gateway/sandbox/${authority}` };
    },
    async verify(authority, amount) {
      const transaction = await transactions.find(authority);
      if (!transaction || transaction.status !== 'approved' || !transaction.reference) return { ok: false, reason: 'unpaid' };
      if (transaction.amount !== amount) return { ok: false, reason: 'unpaid' };
      // Verified before answers as Zarinpal's 101: paid, the same reference.
      await transactions.markVerified(authority, clock.now());
      return { ok: true, reference: transaction.reference, cardPan: '6037-99**-****-0000' };
    },
  };
}

/** The payer's choice on the sandbox page; the answer is where the browser goes next (the callback). */
export async function decideSandbox(db: Db, authority: string, decision: 'pay' | 'cancel'): Promise<string | undefined> {
  const transactions = sandboxRepository(db);
  const transaction = await transactions.find(authority);
  if (!transaction) return undefined;
  const approved = decision === 'pay';
  await transactions.decide(
    authority,
    approved ? 'approved' : 'cancelled',
    approved ? String(100_000_000 + (randomBytes(4).readUInt32BE(0) % 900_000_000)) : null,
  );
  const now = await transactions.find(authority);
  const url = new URL(transaction.callback_url);
  url.searchParams.set('Authority', authority);
  url.searchParams.set('Status', now?.status === 'approved' ? 'OK' : 'NOK');
  return url.toString();
}

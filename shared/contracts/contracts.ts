import { giftsContract } from './gifts.schemas';
import { paymentsContract } from './payments.schemas';

/**
 * Every area's contract, by area and under the names of shared/contracts/routes.ts: the server's
 * modules implement them, and the browser takes their types (`typeof contracts`) for its calls.
 */
export const contracts = {
  gifts: giftsContract,
  payments: paymentsContract,
};

export type Contracts = typeof contracts;

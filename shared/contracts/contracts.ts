import { backupsContract } from './backups.schemas';
import { giftsContract } from './gifts.schemas';

/**
 * Every area's contract, by area and under the names of shared/contracts/routes.ts: the server's
 * modules implement them, and the browser takes their types (`typeof contracts`) for its calls.
 */
export const contracts = {
  gifts: giftsContract,
  backups: backupsContract,
};

export type Contracts = typeof contracts;

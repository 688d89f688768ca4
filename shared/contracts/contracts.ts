import { backupsContract } from './backups.schemas';
import { giftsContract } from './gifts.schemas';
import { supportContract } from './support.schemas';
import { videosContract } from './videos.schemas';

/**
 * Every area's contract, by area and under the names of shared/contracts/routes.ts: the server's
 * modules implement them, and the browser takes their types (`typeof contracts`) for its calls.
 */
export const contracts = {
  gifts: giftsContract,
  support: supportContract,
  videos: videosContract,
  backups: backupsContract,
};

export type Contracts = typeof contracts;

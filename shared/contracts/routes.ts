import { backupRoutes } from './backups';
import { giftRoutes } from './gifts';

/** Every area's calls, by area: what the typed clients (lib/http) make their functions from. */
export const apiRoutes = {
  gifts: giftRoutes,
  backups: backupRoutes,
};

import { backupRoutes } from './backups';
import { giftRoutes } from './gifts';
import { videoRoutes } from './videos';

/** Every area's calls, by area: what the typed clients (lib/http) make their functions from. */
export const apiRoutes = {
  gifts: giftRoutes,
  videos: videoRoutes,
  backups: backupRoutes,
};

import { backupRoutes } from './backups';
import { giftRoutes } from './gifts';
import { supportRoutes } from './support';
import { videoRoutes } from './videos';

/** Every area's calls, by area: what the typed clients (lib/http) make their functions from. */
export const apiRoutes = {
  gifts: giftRoutes,
  support: supportRoutes,
  videos: videoRoutes,
  backups: backupRoutes,
};

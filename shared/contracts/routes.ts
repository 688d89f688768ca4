import { giftRoutes } from './gifts';
import { paymentRoutes } from './payments';

/** Every area's calls, by area: what the typed clients (lib/http) make their functions from. */
export const apiRoutes = {
  gifts: giftRoutes,
  payments: paymentRoutes,
};

import type { Contracts } from '../../shared/contracts/contracts.schemas';
import { apiRoutes } from '../../shared/contracts/routes';
import { browserTransport } from './browser-transport';
import { createApi } from './contract-client';

/** Every API call, typed by its contract: `api.gifts.detail({ params: { id } })`. */
export const api = createApi<Contracts>(apiRoutes, browserTransport);

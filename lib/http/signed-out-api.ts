import type { Contracts } from '../../shared/contracts/contracts.schemas';
import { adminRoutes } from '../../shared/contracts/admins';
import { authRoutes } from '../../shared/contracts/auth';
import { contactUsRoutes } from '../../shared/contracts/contact-us';
import { browserTransport } from './browser-transport';
import { createApi } from './contract-client';

type SignedOutAreas = Pick<Contracts, 'auth' | 'contactUs' | 'admins'>;

/**
 * The calls of the signed-out pages (sign in and up, the texted code, a new password, a message, the
 * admin's sign-in), made from their areas' routes alone: the same contracts, transport and call
 * functions as `api`, whose table of every area's routes these pages never need. Loaded with the
 * first call (signed-out-calls.ts).
 */
export const signedOutApi = createApi<SignedOutAreas>({ auth: authRoutes, contactUs: contactUsRoutes, admins: adminRoutes }, browserTransport);

import { api } from '../../lib/http/api';

/** The call the admins screen's list pages through. */
export const adminsList = api.admins.list;

import { api } from '../../lib/http/api';
import type { AdminLoginInput } from '../../shared/contracts/admins.schemas';

export function adminLogin(body: AdminLoginInput) {
  return api.admins.login({ body });
}

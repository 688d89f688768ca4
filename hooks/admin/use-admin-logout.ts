import { useRouter } from 'next/router';
import { removeToken } from '../../lib/auth-cookies';
import { useAuthAction } from '../../lib/action-state';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';

/** The seed's logout order for the admin role: message, drop the token, go to the admin sign-in. */
export function useAdminLogout() {
  const router = useRouter();
  return useAuthAction(async () => {
    const result = await api.admins.logout();
    message(result.message);
    removeToken('admin');
    await router.push('/admin/login');
    return { data: result.data, message: result.message };
  });
}

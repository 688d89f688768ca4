import { useRouter } from 'next/router';
import { removeToken } from '../lib/auth-cookies';
import { useAuthAction } from '../lib/action-state';
import { message } from '../lib/feedback';
import { api } from '../lib/http/api';

/** Logout: show the message, drop the token, go to /login (the seed's order). */
export function useLogout() {
  const router = useRouter();
  return useAuthAction(async () => {
    const result = await api.auth.logout();
    message(result.message);
    removeToken('user');
    await router.push('/login');
    return { data: result.data, message: result.message };
  });
}

import { useMutation } from '@tanstack/react-query';
import { removeToken } from '../lib/auth-cookies';
import { api } from '../lib/http/api';

/**
 * The way back from "log in as": ends this session on the server, drops the user token and returns to
 * the user's page in the panel. The admin's own token is another cookie and was never touched.
 */
export function useEndImpersonation() {
  return useMutation({
    mutationFn: async (userId: number) => {
      await api.auth.logout();
      removeToken('user');
      window.location.assign(`/admin/users/${userId}`);
    },
  });
}

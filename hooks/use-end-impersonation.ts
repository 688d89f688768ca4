import { useMutation } from '@tanstack/react-query';
import { removeToken } from '../lib/auth-cookies';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';

/**
 * The way back from "log in as": ends this session on the server, drops the user token and returns to
 * the user's page in the panel. The admin's own token is another cookie and was never touched.
 */
export function useEndImpersonation() {
  return useMutation({
    mutationFn: async (userId: number) => {
      await call(http.post<Envelope<null>>('/auth/logout', undefined, { role: 'user' }));
      removeToken('user');
      window.location.assign(`/admin/users/${userId}`);
    },
  });
}

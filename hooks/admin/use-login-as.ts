import { useMutation } from '@tanstack/react-query';
import { storeToken } from '../../lib/auth-cookies';
import { api } from '../../lib/http/api';
import { paths } from '../../lib/paths';

/**
 * Signs the admin in as a user and opens the user's dashboard in a new tab. The tab is opened on the
 * click, before the answer, so no popup blocker stops it; tabs share cookies, so the user token goes
 * into the `user_token` cookie (the admin's own `admin_token` is another cookie and stays).
 */
export function useLoginAs() {
  return useMutation({
    mutationFn: async ({ userId, tab }: { userId: number; tab: Window | null }) => {
      try {
        const result = await api.impersonation.start({ params: { id: userId } });
        if (!result.token) throw new Error('login_using_id answered without a token');
        storeToken('user', result.token);
        if (tab) tab.location.href = paths.dashboard;
        else window.open(paths.dashboard, '_blank', 'noopener');
        return result;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}

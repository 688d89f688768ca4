import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { message } from '../../lib/feedback';
import { call, http, toFormData } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';
import type { AdminData } from '../../server/modules/admins/schemas';

export function useAdminChangeProfile() {
  const router = useRouter();
  return useMutation({
    mutationFn: (input: { name: string; avatar?: File }) =>
      call(http.post<Envelope<AdminData>>('/admin/change_profile', toFormData(input))),
    onSuccess: async (result) => {
      message(result.message);
      // The header's name and avatar come from getServerSideProps; reload them.
      await router.replace(router.asPath);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { message } from '../../lib/feedback';
import { call, http, toFormData, type Envelope } from '../../lib/http/client';
import type { PublicAdmin } from './types';

export function useAdminChangeProfile() {
  const router = useRouter();
  return useMutation({
    mutationFn: (input: { name: string; avatar?: File }) =>
      call(http.post<Envelope<{ admin: PublicAdmin }>>('/admin/change_profile', toFormData(input))),
    onSuccess: async (result) => {
      message(result.message);
      // The header's name and avatar come from getServerSideProps; reload them.
      await router.replace(router.asPath);
    },
  });
}

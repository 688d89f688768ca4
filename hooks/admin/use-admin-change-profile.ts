import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';

export function useAdminChangeProfile() {
  const router = useRouter();
  return useMutation({
    mutationFn: (body: { name: string; avatar?: File }) => api.admins.changeProfile({ body }),
    onSuccess: async (result) => {
      message(result.message);
      // The header's name and avatar come from getServerSideProps; reload them.
      await router.replace(router.asPath);
    },
  });
}

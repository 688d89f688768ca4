import { useQuery } from '@tanstack/react-query';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';
import type { ProfileData } from '../server/modules/users/schemas';

export const profileQueryKey = ['user', 'profile'] as const;

/** The profile; pages pass what getServerSideProps fetched so the first render needs no request. */
export function useProfile(initialData?: ProfileData) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => (await call(http.get<Envelope<ProfileData>>('/user/profile'))).data,
    initialData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http/api';
import type { ProfileData } from '../shared/contracts/user.schemas';

export const profileQueryKey = api.user.profile.key;

/** The profile; pages pass what getServerSideProps fetched so the first render needs no request. */
export function useProfile(initialData?: ProfileData) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => (await api.user.profile()).data,
    initialData,
  });
}

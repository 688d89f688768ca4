import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeProfileInput } from '../server/modules/users/schemas';
import { message } from '../lib/feedback';
import { call, http, type Envelope } from '../lib/http/client';
import { profileQueryKey } from './use-profile';
import type { ProfileData, PublicUser } from './user-types';

export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeProfileInput) => call(http.post<Envelope<{ user: PublicUser }>>('/user/change/profile', input)),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<ProfileData>(profileQueryKey, (current) => current && { ...current, user: result.data.user });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeProfileInput } from '../server/modules/users/schemas';
import { message } from '../lib/feedback';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';
import type { ProfileData, UserData } from '../server/modules/users/schemas';
import { profileQueryKey } from './use-profile';

export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeProfileInput) => call(http.post<Envelope<UserData>>('/user/change/profile', input)),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<ProfileData>(profileQueryKey, (current) => current && { ...current, user: result.data.user });
    },
  });
}

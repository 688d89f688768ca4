import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from '../lib/feedback';
import { api } from '../lib/http/api';
import type { ChangeProfileInput, ProfileData } from '../shared/contracts/user.schemas';
import { profileQueryKey } from './use-profile';

export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeProfileInput) => api.user.changeProfile({ body: input }),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<ProfileData>(profileQueryKey, (current) => current && { ...current, user: result.data.user });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../server/modules/users/schemas';
import { message } from '../lib/feedback';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(http.post<Envelope<null>>('/user/change/password', input)),
    onSuccess: (result) => message(result.message),
  });
}

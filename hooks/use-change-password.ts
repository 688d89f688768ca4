import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../server/modules/users/schemas';
import { message } from '../lib/feedback';
import { ApiError } from '../lib/http/api-error';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(http.post<Envelope<null>>('/user/change/password', input)),
    onSuccess: (result) => message(result.message),
    // The error catalogue shows nothing on a 403; an admin signed in as the user must read why the change was refused.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403 && error.message) message(error.message, 'error');
    },
  });
}

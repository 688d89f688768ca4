import { useMutation } from '@tanstack/react-query';
import { message } from '../lib/feedback';
import { api } from '../lib/http/api';
import { ApiError } from '../lib/http/api-error';
import type { ChangePasswordInput } from '../shared/contracts/user.schemas';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.user.changePassword({ body: input }),
    onSuccess: (result) => message(result.message),
    // The error catalogue shows nothing on a 403; an admin signed in as the user must read why the change was refused.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403 && error.message) message(error.message, 'error');
    },
  });
}

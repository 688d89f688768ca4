import { useMutation } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { call, http } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';

export function useAdminChangePassword() {
  return useMutation({
    mutationFn: (input: { current_password: string; password: string }) =>
      call(http.post<Envelope<null>>('/admin/change_password', input)),
    onSuccess: (result) => message(result.message),
  });
}

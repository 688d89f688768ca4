import { useMutation } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';
import type { AdminChangePasswordInput } from '../../shared/contracts/admins.schemas';

export function useAdminChangePassword() {
  return useMutation({
    mutationFn: (body: AdminChangePasswordInput) => api.admins.changePassword({ body }),
    onSuccess: (result) => message(result.message),
  });
}

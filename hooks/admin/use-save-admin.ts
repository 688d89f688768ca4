import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { call, http, toFormData } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';
import type { AdminData } from '../../server/modules/admins/schemas';
import { adminsQueryKey } from './use-admins';

export interface AdminFormValues {
  name: string;
  username: string;
  password?: string;
  permissions: string[];
  is_super: boolean;
  is_active: boolean;
  avatar?: File;
}

/** Creates an admin, or updates the one with `id`; both go as multipart for the avatar. */
export function useSaveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminFormValues }) => {
      const form = toFormData({ ...values, password: values.password || undefined });
      // An empty list must still reach the server, or an update would keep the old permissions.
      if (values.permissions.length === 0) form.append('permissions[]', '');
      return call(http.post<Envelope<AdminData>>(id ? `/admin/admin/${id}/update` : '/admin/admin/create', form));
    },
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: adminsQueryKey });
    },
  });
}

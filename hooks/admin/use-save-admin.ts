import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { ApiError } from '../../lib/http/api-error';
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

/** The 403s a save can meet, each explained by its own locale key (`errors.<code>`). */
const SAVE_REFUSALS = ['TARGET_OUTRANKS_CALLER', 'SUPER_ADMIN_ONLY_BY_SUPER', 'PERMISSION_NOT_HELD'] as const;
const isSaveRefusal = (code: string | undefined): code is (typeof SAVE_REFUSALS)[number] => SAVE_REFUSALS.some((known) => known === code);

/** Creates an admin, or updates the one with `id`; both go as multipart for the avatar. */
export function useSaveAdmin() {
  const { t } = useTranslation(['admin', 'common']);
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
    onError: (error) => {
      // The error catalogue shows nothing on a 403; an admin whose save was refused must learn why.
      if (!(error instanceof ApiError) || error.status !== 403) return;
      message(isSaveRefusal(error.code) ? t(`errors.${error.code}`) : t('common:errors.forbidden'), 'error');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { ApiError } from '../../lib/http/api-error';
import { api } from '../../lib/http/api';
import { adminsList } from './use-admins';

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

/** A multipart form carries a flag as text. */
const flag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/** Creates an admin, or updates the one with `id`; both go as multipart for the avatar. */
export function useSaveAdmin() {
  const { t } = useTranslation(['admin', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminFormValues }) => {
      const fields = {
        name: values.name,
        username: values.username,
        // An empty list must still reach the server, or an update would keep the old permissions.
        permissions: values.permissions.length > 0 ? values.permissions : [''],
        is_super: flag(values.is_super),
        is_active: flag(values.is_active),
        avatar: values.avatar,
      };
      // The form asks a new admin for a password; an empty one on an update keeps the old.
      return id
        ? api.admins.update({ params: { id }, body: { ...fields, password: values.password || undefined } })
        : api.admins.create({ body: { ...fields, password: values.password ?? '' } });
    },
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: adminsList.key });
    },
    onError: (error) => {
      // The error catalogue shows nothing on a 403; an admin whose save was refused must learn why.
      if (!(error instanceof ApiError) || error.status !== 403) return;
      message(isSaveRefusal(error.code) ? t(`errors.${error.code}`) : t('common:errors.forbidden'), 'error');
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import { call, http } from '../../lib/http/client';
import type { Envelope, Page } from '../../server/http/schemas';
import type { AdminUser, AdminUserAdjustData, AdminUserData, AdminUserListRequest, AdminUserSingle } from '../../server/modules/users/admin-schemas';
import { useListQuery } from '../use-list-query';

export const usersQueryKey = ['admin', 'users'] as const;
const userQueryKey = (id: number) => ['admin', 'user', id] as const;

/** What GET /admin/users/list allows (its adminUserListQuery), for the URL and the server render. */
export const usersListSpec: ListSpec = {
  sortFields: ['created_at', 'name', 'balance'] satisfies AdminUserListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies AdminUserListRequest['sort'],
  filters: { status: 'text', below_minimum: 'text', from: 'day', to: 'day' } satisfies Record<keyof Omit<AdminUserListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useUsers = (params: ListParams, initialData?: Page<AdminUser>) => useListQuery(usersQueryKey, '/admin/users/list', params, initialData);

/** One user with their latest ledger, first from the server render. */
export function useUser(id: number, initialData?: AdminUserSingle) {
  return useQuery({
    queryKey: userQueryKey(id),
    queryFn: async () => (await call(http.get<Envelope<AdminUserSingle>>(`/admin/users/single/${id}`))).data,
    initialData,
  });
}

/** After any change: the list and the user's page read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (result: { message: string; data: { user: AdminUser } }) => {
    message(result.message);
    await Promise.all([queryClient.invalidateQueries({ queryKey: usersQueryKey }), queryClient.invalidateQueries({ queryKey: userQueryKey(result.data.user.id) })]);
  };
}

export interface UserFormValues {
  name: string;
  mobile: string;
  email?: string;
  password?: string;
  /** Rials. */
  min_balance?: number;
}

/** Creates a user, or updates the one with `id` (the id travels in the body). */
export function useSaveUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: UserFormValues }) => {
      const body = { ...values, email: values.email || null, password: values.password || undefined };
      return call(id ? http.patch<Envelope<AdminUserData>>('/admin/users/update', { id, ...body }) : http.post<Envelope<AdminUserData>>('/admin/users/create', body));
    },
    onSuccess: refresh,
  });
}

export function useChangeMinBalance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, minBalance }: { id: number; minBalance: number }) =>
      call(http.patch<Envelope<AdminUserData>>(`/admin/users/change_min_balance/${id}`, { min_balance: minBalance })),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(http.delete<Envelope<AdminUserData>>(`/admin/users/delete/${id}`)),
    onSuccess: refresh,
  });
}

/** One adjustment per form submit: the key is made once per attempt, so a retried request credits once. */
export function useAdjustBalance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, amount, reason, key }: { id: number; amount: number; reason: string; key: string }) =>
      call(http.post<Envelope<AdminUserAdjustData>>(`/admin/users/${id}/adjust_balance`, { amount, reason }, { headers: { 'Idempotency-Key': key } })),
    onSuccess: refresh,
  });
}

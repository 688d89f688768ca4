import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';
import type { AdminUserCreateValues, AdminUserSingle, AdminUserUpdateValues } from '../../shared/contracts/users.schemas';

/** The users list's call, for its screen's ListScreen. */
export const usersList = api.users.list;

/** Every users query (the list and each user's page) sits under the area's key. */
const usersKey = [api.users.list.key[0]];

/** One user with their latest ledger, first from the server render. */
export function useUser(id: number, initialData?: AdminUserSingle) {
  return useQuery({
    queryKey: [...api.users.detail.key, id],
    queryFn: async () => (await api.users.detail({ params: { id } })).data,
    initialData,
  });
}

/** After any change: the list and the user's page read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (result: { message: string }) => {
    message(result.message);
    await queryClient.invalidateQueries({ queryKey: usersKey });
  };
}

/** What the user form sends: a new user, or the changes of the one with `id`. */
export type SaveUserInput = { id?: undefined; values: AdminUserCreateValues } | { id: number; values: Omit<AdminUserUpdateValues, 'id'> };

export function useSaveUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SaveUserInput) =>
      input.id === undefined ? api.users.create({ body: input.values }) : api.users.update({ body: { id: input.id, ...input.values } }),
    onSuccess: refresh,
  });
}

export function useChangeMinBalance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, minBalance }: { id: number; minBalance: number }) => api.users.changeMinBalance({ params: { id }, body: { min_balance: minBalance } }),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.users.remove({ params: { id } }),
    onSuccess: refresh,
  });
}

/**
 * A credit or a debit with its reason. Its Idempotency-Key is kept from the first attempt until one
 * succeeds: when an answer is lost (the connection dropped after the server moved the money), the
 * admin's second submit is answered with the first's result instead of moving the money again.
 */
export function useAdjustBalance() {
  const refresh = useRefresh();
  const pendingKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: number; amount: number; reason: string }) => {
      pendingKey.current ??= crypto.randomUUID();
      return api.users.adjustBalance({ params: { id }, body: { amount, reason } }, { idempotencyKey: pendingKey.current });
    },
    onSuccess: (result) => {
      pendingKey.current = null;
      return refresh(result);
    },
  });
}

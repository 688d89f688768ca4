import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';
import type { GiftCreateValues } from '../../shared/contracts/gifts.schemas';

/** The call the gifts screen's list pages through. */
export const giftsList = api.gifts.list;

/** Every gift query (the list, a gift's detail, the recipients picker) sits under the area's key. */
const giftsKey = [giftsList.key[0]];

/** What the gift form sends: a new draft, or the changes of the one with `id`. */
export type GiftFormValues = GiftCreateValues;

/** The gift with its chosen users and what a publish would credit now; fetched afresh each time it is shown. */
export function useGiftDetail(id: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...api.gifts.detail.key, id],
    queryFn: async () => (await api.gifts.detail({ params: { id } })).data,
    enabled: options.enabled,
    staleTime: 0,
  });
}

/** Creates a draft, or changes the one with `id`. */
export function useSaveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: GiftFormValues }) =>
      id ? api.gifts.update({ params: { id }, body: values }) : api.gifts.create({ body: values }),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: giftsKey });
    },
  });
}

export function usePublishGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.gifts.publish({ params: { id } }),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: giftsKey });
    },
  });
}

export function useDeleteGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.gifts.remove({ params: { id } }),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: giftsKey });
    },
  });
}

/** Users whose name or mobile contains `search`, for the recipients picker. */
export function useGiftUserOptions(search: string) {
  return useQuery({
    queryKey: [...api.gifts.userOptions.key, search],
    queryFn: async () => (await api.gifts.userOptions({ query: { search } })).data.items,
    placeholderData: keepPreviousData,
  });
}

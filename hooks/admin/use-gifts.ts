import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { call, http } from '../../lib/http/client';
import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import type { Envelope, Page } from '../../server/http/schemas';
import type { GiftAudienceKey, GiftDetail, GiftListRequest, PublicGift } from '../../server/modules/gifts/schemas';
import type { z } from 'zod';
import type { giftData, giftUserOptionsData } from '../../server/modules/gifts/schemas';
import { useListQuery } from '../use-list-query';

export const giftsQueryKey = ['admin', 'gifts'] as const;

/** What GET /admin/gifts/list allows (its giftListQuery), for the URL and the server render. */
export const giftsListSpec: ListSpec = {
  sortFields: ['created_at', 'amount'] satisfies GiftListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies GiftListRequest['sort'],
  filters: { status: 'text' } satisfies Record<keyof Omit<GiftListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useGifts = (params: ListParams, initialData?: Page<PublicGift>) => useListQuery(giftsQueryKey, '/admin/gifts/list', params, initialData);

type GiftData = z.infer<typeof giftData>;

/** A money call's key: one per submit, so the request's own retries are answered once. */
const idempotencyKey = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export interface GiftFormValues {
  title: string;
  /** Rials. */
  amount: number;
  audience: GiftAudienceKey;
  user_ids?: number[];
  expires_at?: number | null;
}

/** Creates a draft, or changes the one with `id`. */
export function useSaveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: GiftFormValues }) =>
      id
        ? call(http.patch<Envelope<GiftData>>(`/admin/gifts/${id}/update`, values))
        : call(http.post<Envelope<GiftData>>('/admin/gifts/create', values, { headers: idempotencyKey() })),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: giftsQueryKey });
    },
  });
}

/** The gift with its chosen users and what a publish would credit now. */
export const fetchGiftDetail = async (id: number): Promise<GiftDetail> => (await call(http.patch<Envelope<GiftDetail>>(`/admin/gifts/${id}/single`))).data;

export function usePublishGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(http.patch<Envelope<GiftData>>(`/admin/gifts/${id}/publish`, undefined, { headers: idempotencyKey() })),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: giftsQueryKey });
    },
  });
}

export function useDeleteGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(http.delete<Envelope<GiftData>>(`/admin/gifts/${id}/delete`)),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: giftsQueryKey });
    },
  });
}

/** Users whose name or mobile contains `search`, for the recipients picker. */
export function useGiftUserOptions(search: string) {
  return useQuery({
    queryKey: [...giftsQueryKey, 'user-options', search],
    queryFn: async () => (await call(http.get<Envelope<z.infer<typeof giftUserOptionsData>>>(`/admin/gifts/user_options?search=${encodeURIComponent(search)}`))).data.items,
    placeholderData: keepPreviousData,
  });
}

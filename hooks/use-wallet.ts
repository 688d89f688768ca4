import { useMutation } from '@tanstack/react-query';
import { call, http } from '../lib/http/client';
import type { FilterKind, ListParams, ListSpec } from '../lib/list-query';
import type { Envelope, Page } from '../server/http/schemas';
import type { OwnPayment, OwnPaymentListRequest, TopUpStarted } from '../server/modules/payments/schemas';
import { useListQuery } from './use-list-query';

/** What GET /user/payments/list allows (its ownPaymentListQuery), for the URL and the server render. */
export const ownPaymentListSpec: ListSpec = {
  sortFields: ['created_at'] satisfies OwnPaymentListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies OwnPaymentListRequest['sort'],
  filters: { status: 'text' } satisfies Record<keyof Omit<OwnPaymentListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useOwnPayments = (params: ListParams, initialData?: Page<OwnPayment>) => useListQuery(['user', 'payments'], '/user/payments/list', params, initialData);

/** Starts a top-up of `amount` Rials; the answer names the gateway page the browser goes to. */
export function useTopUp() {
  return useMutation({
    mutationFn: (amount: number) => call(http.post<Envelope<TopUpStarted>>('/user/payments', { amount })),
  });
}

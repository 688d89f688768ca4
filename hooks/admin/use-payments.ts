import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AdminPayment, PaymentListRequest } from '../../server/modules/payments/schemas';
import { useListQuery } from '../use-list-query';

/** What GET /admin/payments/list allows (its paymentListQuery), for the URL and the server render. */
export const paymentListSpec: ListSpec = {
  sortFields: ['created_at', 'amount'] satisfies PaymentListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies PaymentListRequest['sort'],
  // Amounts travel in Rials, whole and positive: the id pattern reads them.
  filters: { status: 'text', user_id: 'number', amount_min: 'number', amount_max: 'number', from: 'day', to: 'day' } satisfies Record<
    keyof Omit<PaymentListRequest, 'page' | 'per_page' | 'sort' | 'search'>,
    FilterKind
  >,
};

export const usePayments = (params: ListParams, initialData?: Page<AdminPayment>) => useListQuery(['admin', 'payments'], '/admin/payments/list', params, initialData);

import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/http/api';
import type { ListParams } from '../lib/list-query';
import type { paymentRoutes } from '../shared/contracts/payments';
import type { OwnPayment } from '../shared/contracts/payments.schemas';
import type { Page } from '../shared/contracts/kit.schemas';
import { useList } from './use-list-query';

/** One page of the signed-in user's payments, first from the server render. */
export const useOwnPayments = (params: ListParams<typeof paymentRoutes.ownList.listing>, initialData?: Page<OwnPayment>) =>
  useList(api.payments.ownList, params, initialData);

/** Starts a top-up of `amount` Rials; the answer names the gateway page the browser goes to. */
export function useTopUp() {
  return useMutation({ mutationFn: (amount: number) => api.payments.topUp({ body: { amount } }) });
}

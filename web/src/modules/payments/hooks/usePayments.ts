import { listRoom, type CreatePaymentBody, type Payment, type UpdatePaymentBody } from '@dealbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPayment, deletePayment, searchPayments, updatePayment } from '../../api/paymentsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

export function usePaymentList(query: string) {
  useRooms([listRoom('payment')]);
  return useQuery({
    queryKey: queryKeys.list('payment', 'search', query),
    queryFn: ({ signal }) => searchPayments(query, signal),
  });
}

export function usePaymentMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('payment') });
  return {
    create: useMutation({ mutationFn: (body: CreatePaymentBody) => createPayment(body), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ payment, changes }: { payment: Payment; changes: UpdatePaymentBody }) =>
        updatePayment(payment._id, payment.version, changes),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (payment: Payment) => deletePayment(payment._id, payment.version),
      onSettled: refresh,
    }),
  };
}

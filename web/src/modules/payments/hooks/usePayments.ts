import { listRoom, type CreatePaymentBody, type Payment, type UpdatePaymentBody } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { createPayment, deletePayment, updatePayment } from '../../api/paymentsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';
import { paymentQueries } from './paymentQueries.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

export function usePaymentList(query: string) {
  useRooms([listRoom('payment')]);
  return useQuery(paymentQueries.search(query));
}

/** Create, edit and delete a payment; afterwards what its push would make stale is refreshed. */
export function usePaymentMutations() {
  return {
    create: useRecordMutation({
      type: 'payment',
      mutationFn: (body: CreatePaymentBody) => createPayment(body),
      idOf: (_, created) => created?._id,
    }),
    update: useRecordMutation({
      type: 'payment',
      mutationFn: ({ payment, changes }: { payment: Payment; changes: UpdatePaymentBody }) =>
        updatePayment(payment._id, payment.version, changes),
      idOf: ({ payment }) => payment._id,
    }),
    remove: useRecordMutation({
      type: 'payment',
      mutationFn: (payment: Payment) => deletePayment(payment._id, payment.version),
      idOf: (payment) => payment._id,
      deletes: true,
    }),
  };
}

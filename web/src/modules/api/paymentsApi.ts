import type { CreatePaymentBody, Payment, UpdatePaymentBody } from '@dealbook/contracts';
import { getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const paymentPath = (id: string) => `/api/payment/${encodeURIComponent(id)}`;

export function searchPayments(query: string, signal?: AbortSignal): Promise<ListResult<Payment>> {
  return getList<Payment>(`/api/payments/search?${query}`, { signal });
}

export function createPayment(body: CreatePaymentBody): Promise<Payment> {
  return sendJson<Payment>('/api/payment', { method: 'POST', body });
}

export function updatePayment(id: string, version: number, changes: UpdatePaymentBody): Promise<string> {
  return sendForText(paymentPath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deletePayment(id: string, version: number): Promise<string> {
  return sendForText(paymentPath(id), { method: 'DELETE', ifMatch: version });
}

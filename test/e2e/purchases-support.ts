import { expect } from 'vitest';
import type {
  Communication,
  Contact,
  CreateCommunicationBody,
  CreatePurchaseBody,
  Purchase,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';

export async function createPurchase(call: Call, body: CreatePurchaseBody): Promise<Purchase> {
  const { status, json, text } = await call<Purchase>('/api/purchase', { method: 'POST', body });
  expect(status, text).toBe(201);
  return json;
}

export async function logCommunication(call: Call, body: CreateCommunicationBody): Promise<Communication> {
  const { status, json, text } = await call<Communication>('/api/communication', { method: 'POST', body });
  expect(status, text).toBe(201);
  return json;
}

/** A PUT that must succeed; answers the new version from the ETag. */
export async function updatePurchase(call: Call, id: string, body: Record<string, unknown>): Promise<number> {
  const { status, text, headers } = await call(`/api/purchase/${id}`, { method: 'PUT', body });
  expect(status, text).toBe(200);
  return Number(headers.get('etag')?.replaceAll('"', ''));
}

export const companyNames = (rows: Purchase[]) => rows.map((row) => row.company.companyName);

/** A contact working at one company, named `<firstName> Contact`. */
export async function createContact(call: Call, firstName: string, company: string): Promise<Contact> {
  const { status, json, text } = await call<Contact>('/api/contact', {
    method: 'POST',
    body: { firstName, lastName: 'Contact', companies: [company] },
  });
  expect(status, text).toBe(201);
  return json;
}

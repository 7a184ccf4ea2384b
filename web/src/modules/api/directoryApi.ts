import type { DirectoryUser, InvitationBody, InvitationResult, OutboxMail } from '@dealbook/contracts';
import { getJson, sendForText, sendJson } from './httpClient.js';

export async function listGuests(signal?: AbortSignal): Promise<DirectoryUser[]> {
  const { value } = await getJson<{ value: DirectoryUser[] }>('/api/directory/guests', { signal });
  return value;
}

export function inviteGuest(body: InvitationBody): Promise<InvitationResult> {
  return sendJson<InvitationResult>('/api/directory/invitations', { method: 'POST', body });
}

export async function removeDirectoryUser(id: string): Promise<void> {
  await sendForText(`/api/directory/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function listOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return getJson<OutboxMail[]>('/api/directory/outbox', { signal });
}

import type {
  CreateCrmEventBody,
  CrmEvent,
  CrmEventFields,
  EventAttendee,
  EventAttendeeDetail,
} from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const eventPath = (id: string) => `/api/event/${encodeURIComponent(id)}`;

export function searchCrmEvents(query: string, signal?: AbortSignal): Promise<ListResult<CrmEvent>> {
  return getList<CrmEvent>(`/api/events/search?${query}`, { signal });
}

export function getCrmEvent(id: string, signal?: AbortSignal): Promise<CrmEvent> {
  return getJson<CrmEvent>(eventPath(id), { signal });
}

export function getCrmEventAttendees(id: string, signal?: AbortSignal): Promise<EventAttendeeDetail[]> {
  return getJson<EventAttendeeDetail[]>(`/api/event/attendees/${encodeURIComponent(id)}`, { signal });
}

export function createCrmEvent(body: CreateCrmEventBody): Promise<CrmEvent> {
  return sendJson<CrmEvent>('/api/event', { method: 'POST', body });
}

export function updateCrmEvent(id: string, version: number, changes: Partial<CrmEventFields>): Promise<string> {
  return sendForText(eventPath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deleteCrmEvent(id: string, version: number): Promise<string> {
  return sendForText(eventPath(id), { method: 'DELETE', ifMatch: version });
}

export function inviteAttendee(id: string, attendee: Pick<EventAttendee, 'attendee'>): Promise<CrmEvent> {
  return sendJson<CrmEvent>(`${eventPath(id)}/attendees`, { method: 'POST', body: attendee });
}

export function changeAttendee(
  id: string,
  contactId: string,
  change: Partial<Pick<EventAttendee, 'status' | 'hasResponded'>>,
): Promise<string> {
  return sendForText(`${eventPath(id)}/attendees/${encodeURIComponent(contactId)}`, { method: 'PUT', body: change });
}

export function removeAttendee(id: string, contactId: string): Promise<string> {
  return sendForText(`${eventPath(id)}/attendees/${encodeURIComponent(contactId)}`, { method: 'DELETE' });
}

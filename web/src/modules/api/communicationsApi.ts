import type {
  Communication,
  CommunicationSummary,
  CommunicationTimelinePoint,
  CreateCommunicationBody,
  MassCommunicationBody,
  UpdateCommunicationBody,
} from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const communicationPath = (id: string) => `/api/communication/${encodeURIComponent(id)}`;
const segment = (text: string) => encodeURIComponent(text);
/** The browser's time zone: the server counts the caller's days ("today") in it. */
const zone = () => `tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;

/** GET /api/communications/search: `query` holds §5 filters (purchases=<id> …) and paging. */
export function searchCommunications(query: string, signal?: AbortSignal): Promise<ListResult<Communication>> {
  return getList<Communication>(`/api/communications/search?${query}`, { signal });
}

/** GET /api/communications/count: how many match the §5 filters in `query` (createdBy=<id> …). */
export function countCommunications(query: string, signal?: AbortSignal): Promise<number> {
  return getJson<number>(`/api/communications/count?${query}`, { signal });
}

export function createCommunication(body: CreateCommunicationBody): Promise<Communication> {
  return sendJson<Communication>('/api/communication', { method: 'POST', body });
}

export function updateCommunication(id: string, version: number, changes: UpdateCommunicationBody): Promise<string> {
  return sendForText(communicationPath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deleteCommunication(id: string, version: number): Promise<string> {
  return sendForText(communicationPath(id), { method: 'DELETE', ifMatch: version });
}

/** POST /api/communication/mass (spec §7.9): one communication per purchase, text answer. */
export function logMassCommunication(body: MassCommunicationBody): Promise<string> {
  return sendForText('/api/communication/mass', { method: 'POST', body });
}

/** A caller's daily counts per outcome and action between two instants (ISO), by local day. */
export function getCommunicationTimelines(
  userId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<CommunicationTimelinePoint[]> {
  return getJson<CommunicationTimelinePoint[]>(
    `/api/communications/getCommunicationTimelinesById/${segment(userId)}/${segment(from)}/${segment(to)}?${zone()}`,
    { signal },
  );
}

export function getCommunicationsSummary(userId: string, signal?: AbortSignal): Promise<CommunicationSummary> {
  return getJson<CommunicationSummary>(
    `/api/communications/getCommunicationsSummaryById/${segment(userId)}?${zone()}`,
    {
      signal,
    },
  );
}

/**
 * GET getPurchaseCommunicationsByUserId (spec §7.9): a caller's calls on purchasers between two
 * instants (ISO), newest first, at most `limit`.
 */
export function getPurchaseCommunicationsOfUser(
  userId: string,
  from: string,
  to: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Communication[]> {
  return getJson<Communication[]>(
    `/api/communications/getPurchaseCommunicationsByUserId/${segment(userId)}/${segment(from)}/${segment(to)}/${limit}`,
    { signal },
  );
}

/** The caller report of spec §7.9: the communications of `userId` in the period, as Word. */
export function callerReportPath(userId: string, period: { from: Date; to: Date }): string {
  const [from, to] = [period.from.toISOString(), period.to.toISOString()];
  return `/api/communications/getCallerCommunicationsReport/${encodeURIComponent(userId)}/${from}/${to}`;
}

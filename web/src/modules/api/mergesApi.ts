import {
  MergeableTypeLabels,
  type MergeableType,
  type MergeBody,
  type MergeOutcome,
  type MergePreview,
  type MergeUndoOutcome,
} from '@dealbook/contracts';
import { getJson, sendJson } from './httpClient.js';

/** `/api/companies`, `/api/contacts`: the merge routes hang off the plural (contracts/merges). */
const mergeBase = (type: MergeableType) => `/api/${MergeableTypeLabels[type].many}`;

export function getMergePreview(
  type: MergeableType,
  survivor: string,
  merged: string,
  signal?: AbortSignal,
): Promise<MergePreview> {
  const query = new URLSearchParams({ survivor, merged });
  return getJson<MergePreview>(`${mergeBase(type)}/merge-preview?${query}`, { signal });
}

export function mergeRecords(type: MergeableType, body: MergeBody): Promise<MergeOutcome> {
  return sendJson<MergeOutcome>(`${mergeBase(type)}/merge`, { method: 'POST', body });
}

export function undoMerge(mergeId: string): Promise<MergeUndoOutcome> {
  return sendJson<MergeUndoOutcome>(`/api/merges/${encodeURIComponent(mergeId)}/undo`, { method: 'POST' });
}

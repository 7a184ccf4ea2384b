import type { PossibleDuplicate } from '@dealbook/contracts';
import { getJson } from './httpClient.js';

/** Which records may be the one being entered: `companies` by name and domain, `contacts` by name, e-mail and numbers. */
export type DuplicateKind = 'companies' | 'contacts';

export function getPossibleDuplicates(
  kind: DuplicateKind,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<PossibleDuplicate[]> {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value.trim() !== ''));
  return getJson<PossibleDuplicate[]>(`/api/${kind}/possible-duplicates?${query}`, { signal });
}

import type { LookupStatus, PlaceAddress, PlaceSuggestion } from '@dealbook/contracts';
import { getJson } from './httpClient.js';

/** The address lookup is optional (PLACES_API_KEY on the server); its keys live here, not in queryKeys. */
export const placesQueryKeys = {
  status: ['places', 'status'] as const,
  suggestions: (input: string, sessionToken: string) => ['places', 'suggestions', input, sessionToken] as const,
};

export function getPlacesStatus(signal?: AbortSignal): Promise<LookupStatus> {
  return getJson<LookupStatus>('/api/places/status', { signal });
}

/** GET /api/places/autocomplete: suggestions for what was typed, within one billing session. */
export function findPlaces(input: string, sessionToken: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const query = new URLSearchParams({ input, sessionToken }).toString();
  return getJson<PlaceSuggestion[]>(`/api/places/autocomplete?${query}`, { signal });
}

/** GET /api/places/{placeId}: the picked place as address fields; ends the session. */
export function getPlaceAddress(placeId: string, sessionToken: string): Promise<PlaceAddress> {
  const query = new URLSearchParams({ sessionToken }).toString();
  return getJson<PlaceAddress>(`/api/places/${encodeURIComponent(placeId)}?${query}`);
}

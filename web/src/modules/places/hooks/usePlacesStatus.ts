import { useQuery } from '@tanstack/react-query';
import { placesQueries } from './placesQueries.js';

/** Whether the server has an address lookup; asked once per page load (it changes only with a restart). */
export function usePlacesEnabled(): boolean {
  return useQuery(placesQueries.status()).data?.enabled ?? false;
}

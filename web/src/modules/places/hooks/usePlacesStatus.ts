import { useQuery } from '@tanstack/react-query';
import { getPlacesStatus, placesQueryKeys } from '../../api/placesApi.js';

/** Whether the server has an address lookup; asked once per page load (it changes only with a restart). */
export function usePlacesEnabled(): boolean {
  const status = useQuery({
    queryKey: placesQueryKeys.status,
    queryFn: ({ signal }) => getPlacesStatus(signal),
    staleTime: Infinity,
    retry: false,
  });
  return status.data?.enabled ?? false;
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findPlaces, getPlacesStatus, placesQueryKeys } from '../../api/placesApi.js';

/** The address lookup's reads: whether the server has one, and the places matching typed text. */
export const placesQueries = {
  /** Asked once per page load: the lookup changes only with a restart. */
  status: () =>
    queryOptions({
      queryKey: placesQueryKeys.status,
      queryFn: ({ signal }) => getPlacesStatus(signal),
      staleTime: Infinity,
      retry: false,
    }),
  /** One lookup session (its token) per address typed, as the provider bills them. */
  suggestions: (input: string, sessionToken: string) =>
    queryOptions({
      queryKey: placesQueryKeys.suggestions(input, sessionToken),
      queryFn: ({ signal }) => findPlaces(input, sessionToken, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
    }),
};

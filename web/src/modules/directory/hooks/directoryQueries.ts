import { queryOptions } from '@tanstack/react-query';
import { listGuests, listOutbox } from '../../api/directoryApi.js';

/** The built-in directory's reads; its writes make the whole family stale. */
export const directoryQueries = {
  all: () => ['directory'] as const,
  guests: () => queryOptions({ queryKey: ['directory', 'guests'], queryFn: ({ signal }) => listGuests(signal) }),
  /** Only the built-in directory has an outbox; elsewhere the call is refused and the card stays hidden. */
  outbox: () => queryOptions({ queryKey: ['directory', 'outbox'], queryFn: ({ signal }) => listOutbox(signal) }),
};

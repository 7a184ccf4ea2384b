import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../modules/api/ApiError.js';

/** A 4xx will not change by asking again; network trouble and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Socket pushes invalidate what changed, so data stays fresh without polling or focus refetch.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

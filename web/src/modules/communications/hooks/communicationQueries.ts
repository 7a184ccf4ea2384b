import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  countCommunications,
  getCommunicationsSummary,
  getCommunicationTimelines,
  getPurchaseCommunicationsOfUser,
  searchCommunications,
} from '../../api/communicationsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The communication reads, one definition each, all under the communication lists that pushes refresh. */
export const communicationQueries = {
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('communication', 'search', query),
      queryFn: ({ signal }) => searchCommunications(query, signal),
      placeholderData: keepPreviousData,
    }),
  count: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('communication', 'count', query),
      queryFn: ({ signal }) => countCommunications(query, signal),
    }),
  /** A caller's calls per day over [from, to] (keyed by the day asked on, so it moves on at midnight). */
  timeline: (userId: string, today: string, from: string, to: string) =>
    queryOptions({
      queryKey: queryKeys.list('communication', 'timeline', userId, today, from, to),
      queryFn: ({ signal }) => getCommunicationTimelines(userId, from, to, signal),
    }),
  /** A caller's latest calls on purchasers over [from, to], at most `limit` (keyed by the day asked on). */
  latest: (userId: string, today: string, from: string, to: string, limit: number) =>
    queryOptions({
      queryKey: queryKeys.list('communication', 'latest', userId, today, from, to, limit),
      queryFn: ({ signal }) => getPurchaseCommunicationsOfUser(userId, from, to, limit, signal),
    }),
  summary: (userId: string) =>
    queryOptions({
      queryKey: queryKeys.list('communication', 'summary', userId),
      queryFn: ({ signal }) => getCommunicationsSummary(userId, signal),
    }),
};

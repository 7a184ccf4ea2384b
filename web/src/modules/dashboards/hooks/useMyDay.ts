import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from './dashboardQueries.js';

/** The signed-in caller's day (staff and external callers alike; the server scopes it). */
export function useMyDay(since?: string) {
  return useQuery(dashboardQueries.myDay(since));
}

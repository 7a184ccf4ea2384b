import { useQuery } from '@tanstack/react-query';
import { userQueries } from './userQueries.js';

export function useTeamMembers() {
  return useQuery(userQueries.team());
}

import { useQuery } from '@tanstack/react-query';
import { contactQueries } from './contactQueries.js';

export function useContact(id: string) {
  return useQuery(contactQueries.record(id));
}

import { listRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { contactQueries } from './contactQueries.js';

const contactRooms = [listRoom('contact')];

/** A company's employees, live: contact changes are pushed to `list:contact`. */
export function useCompanyEmployees(companyId: string, enabled = true) {
  useRooms(contactRooms);
  return useQuery({ ...contactQueries.employees(companyId), enabled });
}

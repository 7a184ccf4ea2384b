import { createCompany } from '../../api/companiesApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export function useCreateCompany() {
  return useRecordMutation({ type: 'company', mutationFn: createCompany, idOf: (_, company) => company?._id });
}

import { deleteCompany } from '../../api/companiesApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export function useDeleteCompany(id: string) {
  return useRecordMutation({
    type: 'company',
    mutationFn: (version: number) => deleteCompany(id, version),
    idOf: () => id,
    deletes: true,
  });
}

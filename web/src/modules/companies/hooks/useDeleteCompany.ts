import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCompany } from '../../api/companiesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useDeleteCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => deleteCompany(id, version),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.record('company', id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists('company') });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.record('company', id) }),
  });
}

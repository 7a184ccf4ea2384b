import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCompany } from '../../api/companiesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(queryKeys.record('company', company._id), company);
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists('company') });
    },
  });
}

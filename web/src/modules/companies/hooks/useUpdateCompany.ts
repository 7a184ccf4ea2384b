import type { CompanyFields } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCompany } from '../../api/companiesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export interface UpdateCompanyInput {
  /** The version the form was loaded from: a newer one on the server answers 409. */
  version: number;
  changes: Partial<CompanyFields>;
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: UpdateCompanyInput) => updateCompany(id, version, changes),
    // The PUT answers text, so the new version comes from a refetch, on success and on 409 alike.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.record('company', id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.history('company', id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lists('company') }),
      ]);
    },
  });
}

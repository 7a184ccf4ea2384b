import type { CompanyFields } from '@dealbook/contracts';
import { updateCompany } from '../../api/companiesApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export interface UpdateCompanyInput {
  /** The version the form was loaded from: a newer one on the server answers 409. */
  version: number;
  changes: Partial<CompanyFields>;
}

/** The PUT answers text, so the new version comes from the refresh, on success and on 409 alike. */
export function useUpdateCompany(id: string) {
  return useRecordMutation({
    type: 'company',
    mutationFn: ({ version, changes }: UpdateCompanyInput) => updateCompany(id, version, changes),
    idOf: () => id,
  });
}

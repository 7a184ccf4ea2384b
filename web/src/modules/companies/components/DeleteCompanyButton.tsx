import type { Company } from '@dealbook/contracts';
import { DeleteRecordButton } from '../../records/components/DeleteRecordButton.js';
import { useDeleteCompany } from '../hooks/useDeleteCompany.js';

export interface DeleteCompanyButtonProps {
  company: Company;
}

export function DeleteCompanyButton({ company }: DeleteCompanyButtonProps) {
  const remove = useDeleteCompany(company._id);
  return (
    <DeleteRecordButton noun="company" version={company.version} remove={remove} listPath="/companies">
      <p>
        Delete <strong>{company.companyName}</strong>? It disappears from every list; its history is kept for the audit
        trail.
      </p>
    </DeleteRecordButton>
  );
}

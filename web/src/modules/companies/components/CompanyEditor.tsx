import type { Company } from '@dealbook/contracts';
import { RecordEditor } from '../../records/components/RecordEditor.js';
import { useCompanyForm } from '../hooks/useCompanyForm.js';
import { useUpdateCompany } from '../hooks/useUpdateCompany.js';
import { changedFields } from '../utils/companyChanges.js';
import { companyFieldLabels } from '../utils/companyFieldLabels.js';
import { fieldsOf, toFormValues } from '../utils/companyFormValues.js';
import { CompanyForm } from './CompanyForm.js';

export interface CompanyEditorProps {
  /** The latest version known (kept current by the socket). */
  latest: Company;
  /** The record was deleted since the form opened. */
  deleted: boolean;
  reload: () => Promise<Company | undefined>;
}

const valuesOf = (company: Company) => toFormValues(fieldsOf(company));

/** The company's edit form on the record editor. */
export function CompanyEditor({ latest, deleted, reload }: CompanyEditorProps) {
  return (
    <RecordEditor
      type="company"
      noun="company"
      latest={latest}
      deleted={deleted}
      detailPath={`/companies/${latest._id}`}
      update={useUpdateCompany(latest._id)}
      reload={reload}
      form={useCompanyForm(valuesOf(latest))}
      labels={companyFieldLabels}
      valuesOf={valuesOf}
      bodyOf={fieldsOf}
      changed={changedFields}
      Form={CompanyForm}
    />
  );
}

import type { Company } from '@dealbook/contracts';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { EditorNotice } from '../../records/components/EditorNotice.js';
import { useRecordEditor } from '../../records/hooks/useRecordEditor.js';
import { useCompanyForm } from '../hooks/useCompanyForm.js';
import { useUpdateCompany } from '../hooks/useUpdateCompany.js';
import { changedFieldNames, changedFields } from '../utils/companyChanges.js';
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

/** The company's edit form on the shared save cycle (If-Match, 409 → the person decides). */
export function CompanyEditor({ latest, deleted, reload }: CompanyEditorProps) {
  const form = useCompanyForm(valuesOf(latest));
  const editor = useRecordEditor({
    type: 'company',
    noun: 'company',
    latest,
    deleted,
    detailPath: `/companies/${latest._id}`,
    update: useUpdateCompany(latest._id),
    reload,
    form,
    labels: companyFieldLabels,
    valuesOf,
    changesOf: (base, fields) => changedFields(fieldsOf(base), fields),
  });
  const theirChanges = changedFieldNames(fieldsOf(editor.base), fieldsOf(latest)).map(
    (field) => companyFieldLabels[field],
  );

  return (
    <>
      <CompanyForm
        form={form}
        cycle={editor.cycle}
        submitLabel="Save changes"
        onCancel={editor.cancel}
        notice={
          <EditorNotice
            room={editor.room}
            noun="company"
            changedElsewhere={editor.changedElsewhere}
            deleted={deleted}
            theirChanges={theirChanges}
            onReload={editor.reloadTheirs}
          />
        }
      />
      <ConflictDialog
        noun="company"
        isOpen={editor.cycle.conflict}
        theirChanges={theirChanges}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.cycle.keepEditing}
      />
    </>
  );
}

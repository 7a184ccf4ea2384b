import type { Company } from '@dealbook/contracts';
import { useWatch } from 'react-hook-form';
import { useDuplicateConfirmation } from '../../duplicates/hooks/useDuplicateConfirmation.js';
import { usePossibleDuplicates } from '../../duplicates/hooks/usePossibleDuplicates.js';
import { saveDeclined, useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { companyFieldLabels } from '../utils/companyFieldLabels.js';
import type { CompanyFormState } from './useCompanyForm.js';
import { useCreateCompany } from './useCreateCompany.js';

export interface NewCompanySaveOptions {
  form: CompanyFormState;
  /** The toast once it is created. */
  savedMessage: string | ((company: Company) => string);
  onSaved: (company: Company | undefined) => void;
}

/**
 * How a new company is saved, from the full form or a picker's quick create alike: the possible
 * duplicates of what is typed (for the form's warning), one question before creating one, then
 * the save cycle. `duplicates` goes in the form's `notice`, `confirmation` beside the form.
 */
export function useNewCompanySave({ form, savedMessage, onSaved }: NewCompanySaveOptions) {
  const create = useCreateCompany();
  const [name = '', domain = ''] = useWatch({ control: form.control, name: ['companyName', 'domain'] });
  const duplicates = usePossibleDuplicates('companies', { name, domain });
  const confirmation = useDuplicateConfirmation(duplicates, 'company');
  const cycle = useSaveCycle({
    form,
    labels: companyFieldLabels,
    save: async (fields) => {
      if (!(await confirmation.confirm())) throw saveDeclined;
      return create.mutateAsync(fields);
    },
    savedMessage,
    failedMessage: 'The company could not be created',
    onSaved,
  });
  return { cycle, duplicates, confirmation: confirmation.dialog };
}

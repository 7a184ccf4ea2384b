import { Button, Radio, RadioGroup } from '@blueprintjs/core';
import {
  defaultImportDuplicateChoice,
  ImportDuplicateChoiceLabels,
  ImportDuplicateChoices,
  type Import,
  type ImportDuplicateChoice,
} from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { toastError } from '../../ui/toaster.js';
import type { ImportActions } from '../hooks/useImportActions.js';
import { countedGrouped } from '../utils/outcomeMessages.js';
import { Notice } from '../../ui/components/Notice.js';

export interface PossibleDuplicatesChoiceProps {
  imp: Import;
  /** How many checked rows may duplicate an existing record. */
  count: number;
  actions: ImportActions;
}

/**
 * The dry run found rows that may be records which exist already (issue 32): the person says
 * what they do, and the file is checked again so the counts show exactly what the import will do.
 */
export function PossibleDuplicatesChoice({ imp, count, actions }: PossibleDuplicatesChoiceProps) {
  const current = imp.mapping.duplicates ?? defaultImportDuplicateChoice;
  const [choice, setChoice] = useState<ImportDuplicateChoice>(current);
  const busy = actions.saveMapping.isPending || actions.check.isPending;
  const apply = async () => {
    try {
      await actions.saveMapping.mutateAsync({ ...imp.mapping, duplicates: choice, remember: false });
      await actions.check.mutateAsync();
    } catch (error) {
      toastError('The choice was not applied', errorMessage(error));
    }
  };
  return (
    <Notice
      intent="warning"
      title={`${countedGrouped(count, 'row')} may duplicate a record that exists`}
      className="db-import-duplicates"
    >
      <p>
        Their name (written another way), domain or telephone number matches a record that exists; each row below links
        to it.
      </p>
      <RadioGroup
        label="What these rows do"
        selectedValue={choice}
        onChange={(event) => setChoice(event.currentTarget.value as ImportDuplicateChoice)}
        disabled={busy}
      >
        {ImportDuplicateChoices.map((value) => (
          <Radio key={value} value={value} label={ImportDuplicateChoiceLabels[value]} />
        ))}
      </RadioGroup>
      {choice !== current && (
        <Button intent="primary" icon="refresh" text="Apply and check again" loading={busy} onClick={apply} />
      )}
    </Notice>
  );
}

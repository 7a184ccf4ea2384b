import { Button, Dialog, DialogBody, FormGroup } from '@blueprintjs/core';
import { MergeableTypeLabels, type MergeableType } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CompanyPicker } from '../../contacts/components/CompanyPicker.js';
import { ContactPicker } from '../../contacts/components/ContactPicker.js';
import { useMayMerge } from '../hooks/useMayMerge.js';
import { mergeScreenPath } from '../utils/mergeWords.js';

export interface MergeWithButtonProps {
  type: MergeableType;
  /** The record whose page this is: it survives unless the merge screen swaps them. */
  id: string;
  name: string;
}

/** "Merge with…" on a record's page: pick the other record, then the merge screen opens. Managers and above. */
export function MergeWithButton({ type, id, name }: MergeWithButtonProps) {
  const navigate = useNavigate();
  const mayMerge = useMayMerge();
  const [picking, setPicking] = useState(false);
  if (!mayMerge) return null;
  const { one } = MergeableTypeLabels[type];
  const pickerProps = {
    id: 'merge-with-picker',
    label: `The ${one} to merge with ${name}`,
    excludeIds: [id],
    onPick: (other: { _id: string }) => navigate(mergeScreenPath(type, id, other._id)),
  };
  return (
    <>
      <Button icon="git-merge" variant="outlined" text="Merge with…" onClick={() => setPicking(true)} />
      <Dialog isOpen={picking} onClose={() => setPicking(false)} title={`Merge ${name} with…`} icon="git-merge">
        <DialogBody>
          <FormGroup
            label={`The ${one} to merge with it`}
            labelFor="merge-with-picker"
            helperText="Next you choose which one survives and, field by field, which values it keeps."
          >
            {type === 'company' ? <CompanyPicker {...pickerProps} /> : <ContactPicker {...pickerProps} />}
          </FormGroup>
        </DialogBody>
      </Dialog>
    </>
  );
}

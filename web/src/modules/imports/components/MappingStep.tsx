import { Button, HTMLTable } from '@blueprintjs/core';
import { importFieldsOf, type Import } from '@dealbook/contracts';
import { useMemo } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { labelledMessage } from '../../forms/utils/labelledMessage.js';
import { toastError } from '../../ui/toaster.js';
import type { ImportActions } from '../hooks/useImportActions.js';
import {
  columnName,
  importFieldLabels,
  listInWords,
  mappingFieldLabels,
  mappingFormSchema,
  mappingFormValues,
  mappingProblems,
  placeServerErrors,
  sampleValues,
  unmappedRequired,
  type MappingFormValues,
} from '../utils/mappingForm.js';
import { MappingColumnRow } from './MappingColumnRow.js';
import { MappingOptions } from './MappingOptions.js';
import { Notice } from '../../ui/components/Notice.js';

export interface MappingStepProps {
  imp: Import;
  sample: readonly (readonly string[])[];
  actions: ImportActions;
  /** The check has started: the page moves on to it. */
  onChecking: () => void;
  /** Back to the check's results without changing anything (offered once the file was checked). */
  onKeep?: () => void;
}

/**
 * Step 1: which field each column fills, how rows find their records and what they do. "Check
 * the file" saves the mapping and starts the dry run; problems show beside their control as the
 * person maps, and the server's (a 400's `details`) beside theirs too.
 */
export function MappingStep({ imp, sample, actions, onChecking, onKeep }: MappingStepProps) {
  const { kind, headers } = imp;
  const fields = importFieldsOf(kind);
  const schema = useMemo(() => mappingFormSchema(kind, headers), [kind, headers]);
  const form = useSchemaForm({
    schema,
    defaultValues: mappingFormValues(imp.mapping, headers.length),
    labels: mappingFieldLabels,
  });
  const [columns = [], matchOn = '', mode = 'both'] = useWatch({
    control: form.control,
    name: ['columns', 'matchOn', 'mode'],
  });
  const live = Object.fromEntries(
    mappingProblems(kind, headers, { columns, matchOn, mode }).map((problem) => [problem.path, problem.message]),
  );
  const missing = unmappedRequired(kind, columns);
  const mapped = columns.filter((name) => name !== '').length;

  const submit = form.handleSubmit(async (body) => {
    try {
      // What possible duplicates do is chosen on the check step; a new mapping keeps that choice.
      await actions.saveMapping.mutateAsync({ ...body, duplicates: imp.mapping.duplicates });
    } catch (error) {
      if (isApiError(error, 400)) {
        const placed = placeServerErrors(kind, error.details, headers.length);
        for (const { path, message } of placed) {
          form.setError(path as Path<MappingFormValues>, { type: 'server', message });
        }
        const first = placed.find((problem) => problem.path !== 'root.server');
        if (first) document.getElementById(`import-mapping-${first.path}`)?.focus();
      }
      const labels = { ...importFieldLabels(kind), ...mappingFieldLabels };
      toastError('The mapping was not saved', labelledMessage(errorMessage(error), labels));
      return;
    }
    try {
      await actions.check.mutateAsync();
      onChecking();
    } catch (error) {
      toastError('The check did not start', errorMessage(error));
    }
  });
  const busy = actions.saveMapping.isPending || actions.check.isPending;

  return (
    <SchemaForm
      form={form}
      cycle={{ submit }}
      idPrefix="import-mapping"
      labels={mappingFieldLabels}
      label="Map columns"
      className="db-import-mapping"
    >
      {imp.mappingRemembered && (
        <Notice intent="primary" icon="history">
          This mapping was remembered from an earlier file with the same columns. Check it before going on.
        </Notice>
      )}
      {sample.length === 0 && (
        <p className="db-muted">The file’s sample values are shown only right after it is uploaded.</p>
      )}
      <p>
        {mapped} of {headers.length} columns will be imported.
        {mode !== 'update' && missing.length > 0 && (
          <strong> Required to create records, not mapped yet: {listInWords(missing.map((f) => f.label))}.</strong>
        )}
      </p>
      <HTMLTable compact striped aria-label="Columns of the file">
        <thead>
          <tr>
            <th scope="col">Column in the file</th>
            <th scope="col">Sample values</th>
            <th scope="col">Field</th>
            <th scope="col">
              <span className="db-muted">Status</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {headers.map((_, index) => (
            <MappingColumnRow
              key={index}
              index={index}
              name={columnName(headers, index)}
              samples={sampleValues(sample, index)}
              fields={fields}
              liveProblem={live[`columns.${index}`]}
            />
          ))}
        </tbody>
      </HTMLTable>
      <MappingOptions kind={kind} liveProblems={live} />
      <div className="db-import-actions">
        <Button type="submit" intent="primary" icon="search-template" text="Check the file" loading={busy} />
        {onKeep && <Button text="Keep the checked mapping" onClick={onKeep} disabled={busy} />}
      </div>
    </SchemaForm>
  );
}

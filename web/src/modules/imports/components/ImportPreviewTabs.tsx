import { Tab, Tabs } from '@blueprintjs/core';
import { ImportRowActions, type Import, type ImportCounts, type ImportRowAction } from '@dealbook/contracts';
import { useState } from 'react';
import { importFieldLabels } from '../utils/mappingForm.js';
import { checkCountLabels } from '../utils/outcomeMessages.js';
import { ImportPreviewTable } from './ImportPreviewTable.js';

/** The dry run's rows, a few per action, one tab each; tabs no row came to are left out. */
export function ImportPreviewTabs({ imp, counts }: { imp: Import; counts: ImportCounts }) {
  // The preview's columns in the file's order: its mapped columns' field labels.
  const labels = importFieldLabels(imp.kind);
  const columnOrder = imp.mapping.columns.flatMap((field) => (field ? [labels[field] ?? field] : []));
  const actions = ImportRowActions.filter((action) => counts[action] > 0);
  const [selected, setSelected] = useState<ImportRowAction | undefined>(actions[0]);
  const current = selected && actions.includes(selected) ? selected : actions[0];
  if (!current) return null;
  return (
    <section className="db-import-preview" aria-label="Rows of the check">
      <Tabs
        id="import-preview"
        selectedTabId={current}
        onChange={(tab) => setSelected(tab as ImportRowAction)}
        renderActiveTabPanelOnly
      >
        {actions.map((action) => (
          <Tab
            key={action}
            id={action}
            title={checkCountLabels[action]}
            tagContent={counts[action].toLocaleString('en-GB')}
            tagProps={{ round: true }}
            panel={
              <ImportPreviewTable
                importId={imp._id}
                action={action}
                columnOrder={columnOrder}
                recordPath={`/${imp.kind}`}
              />
            }
          />
        ))}
      </Tabs>
    </section>
  );
}

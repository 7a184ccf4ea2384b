import { Tab, Tabs } from '@blueprintjs/core';
import { ImportRowActions, type ImportCounts, type ImportRowAction } from '@dealbook/contracts';
import { useState } from 'react';
import { checkCountLabels } from '../utils/outcomeMessages.js';
import { ImportPreviewTable } from './ImportPreviewTable.js';

/** The dry run's rows, a few per action, one tab each; tabs no row came to are left out. */
export function ImportPreviewTabs({ importId, counts }: { importId: string; counts: ImportCounts }) {
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
            panel={<ImportPreviewTable importId={importId} action={action} />}
          />
        ))}
      </Tabs>
    </section>
  );
}

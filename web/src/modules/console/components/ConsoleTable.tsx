import { HTMLTable } from '@blueprintjs/core';
import type { Purchase, PurchaseMilestone } from '@dealbook/contracts';
import { useEffect, useRef } from 'react';
import { ConsoleRow } from './ConsoleRow.js';

export interface ConsoleTableProps {
  rows: readonly Purchase[];
  currentId: string | null;
  selected: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  onFocusRow: (id: string) => void;
  onToggleSelected: (id: string) => void;
  onToggleMilestone: (purchase: Purchase, milestone: PurchaseMilestone) => void;
  /** Above 0 and changed: take the focus (a project was just picked), so no picker keeps the keys. */
  focusRequest: number;
}

/** The project's purchasers as the caller works down them. */
export function ConsoleTable({
  rows,
  currentId,
  selected,
  busy,
  onFocusRow,
  onToggleSelected,
  onToggleMilestone,
  focusRequest,
}: ConsoleTableProps) {
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (focusRequest > 0) table.current?.focus();
  }, [focusRequest]);

  return (
    <HTMLTable ref={table} tabIndex={-1} compact interactive className="db-console-table" aria-label="Purchasers">
      <thead>
        <tr>
          <th aria-label="Selected" />
          <th>Company</th>
          <th>Priority</th>
          <th>Stage</th>
          <th>NDA sent</th>
          <th>NDA signed</th>
          <th>IM sent</th>
          <th>Last contact</th>
          <th>Next action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((purchase) => (
          <ConsoleRow
            key={purchase._id}
            purchase={purchase}
            current={purchase._id === currentId}
            selected={selected.has(purchase._id)}
            busy={busy.has(purchase._id)}
            onFocusRow={() => onFocusRow(purchase._id)}
            onToggleSelected={() => onToggleSelected(purchase._id)}
            onToggleMilestone={(milestone) => onToggleMilestone(purchase, milestone)}
          />
        ))}
      </tbody>
    </HTMLTable>
  );
}

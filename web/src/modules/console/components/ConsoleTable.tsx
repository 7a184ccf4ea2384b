import { HTMLTable } from '@blueprintjs/core';
import { Role, type Purchase, type PurchaseMilestone } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { ConsoleRow } from './ConsoleRow.js';

export interface ConsoleTableProps {
  rows: readonly Purchase[];
  currentId: string | null;
  selected: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  onFocusRow: (id: string) => void;
  onToggleSelected: (id: string) => void;
  onToggleMilestone: (purchase: Purchase, milestone: PurchaseMilestone) => void;
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
}: ConsoleTableProps) {
  // An external caller may not open companies: a link would take them out of the console to a refusal.
  const linkCompany = useCurrentUser().role !== Role.external;
  return (
    // On a phone the table scrolls within its frame, not the whole console sideways.
    <div className="db-console-table-frame">
      {/* Takes the focus when a project is picked (ConsoleWorkspace), so the console's keys act here. */}
      <HTMLTable tabIndex={-1} compact interactive className="db-console-table" aria-label="Purchasers">
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
              linkCompany={linkCompany}
              onFocusRow={() => onFocusRow(purchase._id)}
              onToggleSelected={() => onToggleSelected(purchase._id)}
              onToggleMilestone={(milestone) => onToggleMilestone(purchase, milestone)}
            />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

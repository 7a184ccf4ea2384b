import { Checkbox, Tag } from '@blueprintjs/core';
import { PurchaseMilestones, type Purchase, type PurchaseMilestone } from '@dealbook/contracts';
import { useEffect, useRef } from 'react';
import { ActionMark } from '../../communications/components/OutcomeMark.js';
import { knownAction } from '../../ui/labels/communicationLabels.js';
import { CompanyCell } from '../../ui/components/CompanyCell.js';
import { LastContactCell } from '../../purchases/components/LastContactCell.js';
import { MilestoneTick } from '../../purchases/components/MilestoneTick.js';
import { milestoneLabels, milestoneLock, priorityIntent, priorityLabel } from '../../ui/labels/purchaseLabels.js';

export interface ConsoleRowProps {
  purchase: Purchase;
  current: boolean;
  selected: boolean;
  busy: boolean;
  /** Whether the caller may open the purchaser's company (staff); an external caller reads its name. */
  linkCompany: boolean;
  onFocusRow: () => void;
  onToggleSelected: () => void;
  onToggleMilestone: (milestone: PurchaseMilestone) => void;
}

/** One purchaser in the console: the current row is where the keys act. */
export function ConsoleRow({
  purchase,
  current,
  selected,
  busy,
  linkCompany,
  onFocusRow,
  onToggleSelected,
  onToggleMilestone,
}: ConsoleRowProps) {
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (current) row.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  const name = purchase.company.companyName;

  return (
    <tr
      ref={row}
      data-purchase={purchase._id}
      aria-current={current ? 'true' : undefined}
      className={`db-console-row${current ? ' db-console-row--current' : ''}${selected ? ' db-console-row--selected' : ''}`}
      onClick={onFocusRow}
    >
      <td>
        <Checkbox checked={selected} aria-label={`Select ${name}`} onChange={onToggleSelected} />
      </td>
      <td>
        <CompanyCell
          id={purchase.company._id}
          name={purchase.company.companyName}
          logoUrl={purchase.company.logoUrl}
          linked={linkCompany}
          doNotContact={purchase.company.doNotContact}
        />
      </td>
      <td>
        <Tag minimal intent={priorityIntent(purchase.priority)}>
          {priorityLabel(purchase.priority)}
        </Tag>
      </td>
      <td>{purchase.currentStage || <span className="bp6-text-muted">—</span>}</td>
      {PurchaseMilestones.map((milestone) => (
        <td key={milestone}>
          <MilestoneTick
            tick={purchase[milestone]}
            label={`${milestoneLabels[milestone]}: ${name}`}
            disabled={busy}
            lock={milestoneLock(purchase, milestone)}
            onToggle={() => onToggleMilestone(milestone)}
          />
        </td>
      ))}
      <td>
        <LastContactCell lastContact={purchase.lastContact} />
      </td>
      <td>
        <ActionMark action={knownAction(purchase.lastContact?.action ?? null)} />
      </td>
    </tr>
  );
}

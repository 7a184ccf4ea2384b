import { Button, Checkbox, EditableText, HTMLSelect, Tooltip } from '@blueprintjs/core';
import {
  PurchaseMilestones,
  type Purchase,
  type PurchasePriorityLevel,
  type UpdatePurchaseBody,
} from '@dealbook/contracts';
import { ActionMark } from '../../communications/components/OutcomeMark.js';
import { ClientReviewTag } from '../../ui/components/ClientReviewTag.js';
import { CompanyCell } from '../../ui/components/CompanyCell.js';
import { rejectedLock } from '../../ui/labels/clientReviewLabels.js';
import { knownAction } from '../../ui/labels/communicationLabels.js';
import { milestoneLabels, milestoneLock, priorityOptions, toggledMilestone } from '../../ui/labels/purchaseLabels.js';
import { LastContactCell } from './LastContactCell.js';
import { MilestoneTick } from './MilestoneTick.js';

/** The columns of a purchaser row, in its order (CardTable). */
export const purchaserColumns = [
  { label: 'Select', hidden: true },
  { label: 'Company' },
  { label: 'Priority' },
  { label: 'Approval' },
  { label: 'Stage' },
  ...PurchaseMilestones.map((milestone) => ({ label: milestoneLabels[milestone] })),
  { label: 'Last contact' },
  { label: 'Next action' },
  { label: 'Actions', hidden: true },
];

export interface PurchaserRowProps {
  purchase: Purchase;
  busy: boolean;
  /** Ticked for "Submit for client approval". */
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onChange: (changes: UpdatePurchaseBody) => void;
  onOpen: () => void;
  onDelete: () => void;
}

/** One potential purchaser in the project's grid; every cell saves on its own. */
export function PurchaserRow({ purchase, busy, selected, onSelect, onChange, onOpen, onDelete }: PurchaserRowProps) {
  const name = purchase.company.companyName;
  // The client refused this purchaser: the firm may not work on them (the server answers 409).
  const refused = rejectedLock(purchase);
  return (
    <tr data-purchase={purchase._id}>
      <td data-label="Select">
        <Checkbox
          checked={selected}
          aria-label={`Select ${name}`}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </td>
      <td data-label="Company">
        <CompanyCell
          id={purchase.company._id}
          name={purchase.company.companyName}
          logoUrl={purchase.company.logoUrl}
          doNotContact={purchase.company.doNotContact}
        />
      </td>
      <td data-label="Priority">
        <HTMLSelect
          aria-label={`Priority of ${name}`}
          value={purchase.priority}
          disabled={busy}
          options={priorityOptions}
          onChange={(event) => onChange({ priority: Number(event.currentTarget.value) as PurchasePriorityLevel })}
        />
      </td>
      <td data-label="Approval">
        <ClientReviewTag review={purchase.clientReview} name={name} />
      </td>
      <td data-label="Stage">
        <Tooltip content={refused ?? ''} disabled={refused === null} placement="top">
          <EditableText
            // Remounted when the stage changes elsewhere, so the text shows the saved stage.
            key={purchase.currentStage}
            defaultValue={purchase.currentStage}
            placeholder="Set stage…"
            maxLength={100}
            disabled={busy || refused !== null}
            selectAllOnFocus
            customInputAttributes={{ 'aria-label': `Stage of ${name}` }}
            onConfirm={(stage) => {
              if (stage.trim() !== purchase.currentStage) onChange({ currentStage: stage.trim() });
            }}
          />
        </Tooltip>
      </td>
      {PurchaseMilestones.map((milestone) => (
        <td key={milestone} data-label={milestoneLabels[milestone]}>
          <MilestoneTick
            tick={purchase[milestone]}
            label={`${milestoneLabels[milestone]}: ${name}`}
            disabled={busy}
            lock={milestoneLock(purchase, milestone)}
            onToggle={() => onChange({ [milestone]: toggledMilestone(purchase[milestone]) })}
          />
        </td>
      ))}
      <td data-label="Last contact">
        <LastContactCell lastContact={purchase.lastContact} />
      </td>
      <td data-label="Next action">
        <ActionMark action={knownAction(purchase.lastContact?.action ?? null)} />
      </td>
      <td>
        <div className="db-actions">
          <Button variant="minimal" icon="panel-stats" aria-label={`Details of ${name}`} onClick={onOpen} />
          <Button variant="minimal" icon="trash" intent="danger" aria-label={`Remove ${name}`} onClick={onDelete} />
        </div>
      </td>
    </tr>
  );
}

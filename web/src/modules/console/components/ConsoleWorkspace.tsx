import { counted } from '@dealbook/contracts';
import { Button, Spinner } from '@blueprintjs/core';
import type { CommunicationOutcome, Purchase, PurchaseMilestone } from '@dealbook/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { CommunicationDialog } from '../../communications/components/CommunicationDialog.js';
import { usePurchaseList } from '../../purchases/hooks/usePurchaseList.js';
import { useSavePurchase } from '../../purchases/hooks/useSavePurchase.js';
import { milestoneLabels, milestoneLock, toggledMilestone } from '../../ui/labels/purchaseLabels.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { toastWarning } from '../../ui/toaster.js';
import { useConsoleKeys } from '../hooks/useConsoleKeys.js';
import { useLogOutcome } from '../hooks/useLogOutcome.js';
import { allOrNone, followedIndex, movedIndex, toggledSelection, type ConsoleCommand } from '../utils/consoleKeys.js';
import { ConsoleTable } from './ConsoleTable.js';
import { KeyLegend } from './KeyLegend.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

/** A pick's request for the focus: `serial` goes up each time the list closes on a pick of `projectId`. */
export interface TableFocusRequest {
  projectId: string;
  serial: number;
}

export interface ConsoleWorkspaceProps {
  projectId: string;
  /** The purchaser to start on (a dashboard's callback link); otherwise none, so ↓ lands on the first. */
  initialPurchaseId?: string | null;
  /**
   * The latest pick: this project's purchaser table takes the focus (once it is there); another
   * project's means this one is being left, and its keys are off until it goes.
   */
  tableFocusRequest?: TableFocusRequest | null;
}

type OpenDialog = { kind: 'log'; purchase: Purchase } | { kind: 'mass'; purchaseIds: string[] } | null;

/** One project's purchasers worked from the keyboard: pick a row, press the outcome, then the action. */
export function ConsoleWorkspace({
  projectId,
  initialPurchaseId = null,
  tableFocusRequest = null,
}: ConsoleWorkspaceProps) {
  const purchases = usePurchaseList(projectId);
  // The server's order: hottest first (A, B, M), then by company name.
  const rows = purchases.data?.rows ?? [];
  const ids = rows.map((row) => row._id);
  const [cursor, setCursor] = useState<{ id: string | null; index: number }>({
    id: initialPurchaseId,
    index: initialPurchaseId === null ? -1 : 0,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<CommunicationOutcome | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { save, busy, conflict, closeConflict } = useSavePurchase();
  const { log } = useLogOutcome();

  const currentIndex = followedIndex(cursor.id, ids, cursor.index);
  const current = currentIndex >= 0 ? rows[currentIndex] : undefined;
  const selectedIds = ids.filter((id) => selected.has(id));

  const focusRow = (index: number) => setCursor({ id: ids[index] ?? null, index });
  // A caller works down the list: once a purchaser's call is logged, the next one is current.
  const moveOnFrom = (purchaseId: string) => {
    const index = ids.indexOf(purchaseId);
    if (index >= 0) focusRow(movedIndex(index, 1, ids.length));
  };
  const toggleMilestone = (purchase: Purchase, milestone: PurchaseMilestone) => {
    if (busy.has(purchase._id)) return;
    const lock = milestoneLock(purchase, milestone);
    if (lock !== null) return toastWarning(`${milestoneLabels[milestone]}: ${lock} (${purchase.company.companyName})`);
    const tick = toggledMilestone(purchase[milestone]);
    void save(
      purchase,
      { [milestone]: tick },
      `${milestoneLabels[milestone]} ${tick.checked ? 'ticked' : 'unticked'}: ${purchase.company.companyName}`,
    );
  };

  const run = (command: ConsoleCommand) => {
    switch (command.kind) {
      case 'move':
        return focusRow(movedIndex(currentIndex, command.delta, rows.length));
      case 'toggleSelected':
        return current && setSelected((s) => toggledSelection(s, current._id));
      case 'selectAll':
        return setSelected((s) => allOrNone(s, ids));
      case 'clearSelection':
        return setSelected(new Set());
      case 'toggleMilestone':
        return current && toggleMilestone(current, command.milestone);
      case 'pickOutcome':
        return current && setPending(command.outcome);
      case 'cancelOutcome':
        return setPending(null);
      case 'log':
        setPending(null);
        if (!current) return;
        log({ purchase: current, outcome: command.outcome, action: command.action });
        return moveOnFrom(current._id);
      case 'openLog':
        return current && setDialog({ kind: 'log', purchase: current });
      case 'openMassLog':
        return selectedIds.length > 0 && setDialog({ kind: 'mass', purchaseIds: selectedIds });
    }
  };

  // A pick made while this project is shown, of another one (not one it was opened under, as by
  // the browser's Back button).
  const [requestAtMount] = useState(tableFocusRequest);
  const leaving =
    tableFocusRequest !== null && tableFocusRequest !== requestAtMount && tableFocusRequest.projectId !== projectId;
  useConsoleKeys({ pending, paused: leaving || dialog !== null || conflict !== null, onCommand: run });

  // After a pick the focus leaves the picker at once (its button would take ↓ and the digits for
  // itself): to this area while the purchasers load or when there are none, then to their table.
  // The project being left takes it to its area only, where its keys are off, until it goes.
  const area = useRef<HTMLDivElement>(null);
  const servedRequest = useRef(0);
  const loaded = !purchases.isPending;
  const serial = tableFocusRequest?.serial ?? 0;
  useEffect(() => {
    if (serial === 0) return;
    const fresh = servedRequest.current !== serial;
    if (!fresh && document.activeElement !== area.current) return;
    servedRequest.current = serial;
    const table = leaving ? null : area.current?.querySelector<HTMLElement>('.db-console-table');
    (table ?? area.current)?.focus();
  }, [serial, leaving, loaded]);

  const workArea = (content: ReactNode) => (
    <div ref={area} tabIndex={-1} className="db-console__main db-console__work" aria-label="Purchasers to call">
      {content}
    </div>
  );

  if (purchases.isPending) return workArea(<Spinner size={32} aria-label="Loading purchasers" />);
  if (purchases.isError)
    return workArea(
      <Notice intent="danger" title="The purchasers could not be loaded">
        {errorMessage(purchases.error)}
      </Notice>,
    );

  return workArea(
    <>
      <div className="db-console__toolbar">
        <span>
          {counted(rows.length, 'purchaser')}
          {current ? ` · on ${current.company.companyName}` : ''}
        </span>
        <Button
          icon="people"
          intent="primary"
          disabled={selectedIds.length === 0}
          text={`Log for ${selectedIds.length} selected`}
          onClick={() => setDialog({ kind: 'mass', purchaseIds: selectedIds })}
        />
        <Button
          icon="phone"
          disabled={!current}
          text="Log communication"
          onClick={() => current && setDialog({ kind: 'log', purchase: current })}
        />
      </div>
      <KeyLegend pending={pending} />
      {rows.length === 0 ? (
        <EmptyState
          icon="office"
          title="No potential purchasers on this project"
          description="Purchasers are added on the project's Purchasers tab."
        />
      ) : (
        <ConsoleTable
          rows={rows}
          currentId={current?._id ?? null}
          selected={selected}
          busy={busy}
          onFocusRow={(id) => focusRow(ids.indexOf(id))}
          onToggleSelected={(id) => setSelected((s) => toggledSelection(s, id))}
          onToggleMilestone={toggleMilestone}
        />
      )}
      {dialog?.kind === 'log' && (
        <CommunicationDialog
          links={[
            { type: 'purchase', id: dialog.purchase._id },
            { type: 'project', id: projectId },
            { type: 'company', id: dialog.purchase.company._id },
          ]}
          onSaved={() => moveOnFrom(dialog.purchase._id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'mass' && (
        <CommunicationDialog
          purchaseIds={dialog.purchaseIds}
          onSaved={() => setSelected(new Set())}
          onClose={() => setDialog(null)}
        />
      )}
      <ConflictDialog
        isOpen={conflict !== null}
        noun="potential purchase"
        // The rows refetched after the failed save and show their version already.
        onReload={closeConflict}
        onKeepEditing={closeConflict}
      />
    </>,
  );
}

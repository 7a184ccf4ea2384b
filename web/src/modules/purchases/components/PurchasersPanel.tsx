import '../../tasks/tasks.css';
import '../purchases.css';
import { Button, FormGroup } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import type { Company, Project, Purchase } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { CardTable } from '../../records/components/CardTable.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { CompanyPicker } from '../../contacts/components/CompanyPicker.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { usePurchaseList } from '../hooks/usePurchaseList.js';
import { usePurchaseMutations } from '../hooks/usePurchaseMutations.js';
import { useSavePurchase } from '../hooks/useSavePurchase.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { projectPurchasersQuery } from '../../ui/labels/purchaseLabels.js';
import { PurchaseDrawer } from './PurchaseDrawer.js';
import { PurchaserDownloads } from './PurchaserDownloads.js';
import { PurchaserRow, purchaserColumns } from './PurchaserRow.js';
import { SubmitPurchasersDialog } from './SubmitPurchasersDialog.js';
import { SendDocumentsDialog } from '../../buyer-documents/components/SendDocumentsDialog.js';

export interface PurchasersPanelProps {
  project: Project;
}

/**
 * A project's potential purchasers (spec §3.6): who they are, how hot, where they stand, the
 * NDA and IM ticks and the last contact. Each cell saves on its own and the grid is live.
 */
export function PurchasersPanel({ project }: PurchasersPanelProps) {
  const navigate = useNavigate();
  const purchases = usePurchaseList(project._id);
  const { create, remove } = usePurchaseMutations();
  const { save, busy, conflict, closeConflict } = useSavePurchase();
  const [openId, setOpenId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Purchase | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState<'selected' | 'all' | null>(null);
  const [sendingDocuments, setSendingDocuments] = useState(false);
  const rows = purchases.data?.rows ?? [];
  const open = rows.find((row) => row._id === openId);
  // Ticks of purchasers removed meanwhile do not count.
  const selected = rows.filter((row) => selectedIds.has(row._id)).map((row) => row._id);
  const notSubmitted = rows.filter((row) => row.clientReview.state === 'notSubmitted').length;
  const select = (id: string, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const add = (company: Company) =>
    create.mutate(
      { company: company._id, project: project._id },
      {
        onSuccess: () => toastSuccess(`${company.companyName} added as a potential purchaser`),
        onError: (error) => toastError(`${company.companyName} was not added.`, errorMessage(error)),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => toastSuccess(`${removing.company.companyName} removed from the purchasers`),
      onError: (error) => toastError('The purchaser was not removed.', errorMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <RelatedPanel
        title="Potential purchasers"
        className="db-purchasers"
        list={purchases}
        empty="The companies that may buy: add them with the picker, then track their NDA, IM and stage here."
        emptyIcon="office"
        tools={
          <div className="db-purchasers__toolbar">
            <FormGroup inline label="Add purchaser" labelFor="add-purchaser" className="db-purchasers__add">
              <CompanyPicker
                id="add-purchaser"
                label="Add purchaser"
                excludeIds={[project.client._id, ...rows.map((row) => row.company._id)]}
                disabled={create.isPending}
                onPick={add}
              />
            </FormGroup>
            <span className="db-purchasers__spacer" />
            <Button
              icon="send-to"
              text={`Submit ${selected.length} for client approval`}
              disabled={selected.length === 0}
              onClick={() => setSubmitting('selected')}
            />
            <Button
              icon="send-message"
              text={`Send documents to ${selected.length}`}
              disabled={selected.length === 0}
              onClick={() => setSendingDocuments(true)}
            />
            <Button
              icon="send-to"
              variant="minimal"
              text="Submit all not yet submitted"
              disabled={notSubmitted === 0}
              onClick={() => setSubmitting('all')}
            />
            <Button
              icon="console"
              variant="minimal"
              text="Open in console"
              onClick={() => navigate(`/projects/console?project=${project._id}`)}
            />
            <ExportXlsxButton
              path={exportPath('/api/purchases/export', projectPurchasersQuery(project._id))}
              fallbackName="purchasers_export.xlsx"
              disabled={rows.length === 0}
            />
            <PurchaserDownloads projectId={project._id} projectName={project.projectName} />
          </div>
        }
      >
        {(shown) => (
          <CardTable aria-label="Purchasers" columns={purchaserColumns}>
            {shown.map((purchase) => (
              <PurchaserRow
                key={purchase._id}
                purchase={purchase}
                busy={busy.has(purchase._id)}
                selected={selectedIds.has(purchase._id)}
                onSelect={(on) => select(purchase._id, on)}
                onChange={(changes) => void save(purchase, changes)}
                onOpen={() => setOpenId(purchase._id)}
                onDelete={() => setRemoving(purchase)}
              />
            ))}
          </CardTable>
        )}
      </RelatedPanel>
      {submitting && (
        <SubmitPurchasersDialog
          projectId={project._id}
          scope={submitting === 'all' ? { all: true } : { purchases: selected }}
          description={
            submitting === 'all'
              ? `every purchaser not yet submitted (${notSubmitted})`
              : `${selected.length} selected ${selected.length === 1 ? 'purchaser' : 'purchasers'}`
          }
          onClose={(submitted) => {
            setSubmitting(null);
            if (submitted) setSelectedIds(new Set());
          }}
        />
      )}
      {sendingDocuments && (
        <SendDocumentsDialog
          projectId={project._id}
          purchases={rows.filter((row) => selectedIds.has(row._id))}
          onClose={() => setSendingDocuments(false)}
        />
      )}
      {open && <PurchaseDrawer purchase={open} busy={busy.has(open._id)} onClose={() => setOpenId(null)} />}
      <ConfirmAlert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Remove purchaser"
        cancelButtonText="Keep"
        loading={remove.isPending}
        canEscapeKeyCancel
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        Remove <strong>{removing?.company.companyName}</strong> from the potential purchasers of {project.projectName}?
        Its stage history and ticks go with it.
      </ConfirmAlert>
      <ConflictDialog
        isOpen={conflict !== null}
        noun="potential purchase"
        // The grid refetched after the failed save and shows their version already.
        onReload={closeConflict}
        onKeepEditing={closeConflict}
      />
    </>
  );
}

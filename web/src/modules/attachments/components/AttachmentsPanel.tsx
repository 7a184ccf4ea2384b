import { Button, Tag } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { DownloadButton } from '../../ui/components/DownloadButton.js';
import {
  BuyerAccessLabels,
  linkListField,
  type Attachment,
  type BuyerAccess,
  type RecordRef,
} from '@dealbook/contracts';
import { useState } from 'react';
import { attachmentDownloadUrl } from '../../api/attachmentsApi.js';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { CardTable } from '../../records/components/CardTable.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { formatDate } from '../../ui/utils/format.js';
import { useAttachmentClientActions } from '../hooks/useAttachmentClientActions.js';
import { useAttachmentList, useAttachmentMutations } from '../hooks/useAttachments.js';
import { attachmentClientActionWords } from '../utils/attachmentClientForms.js';
import { clientProjectOf } from '../utils/clientProject.js';
import { AttachmentBuyerAccessMenu } from './AttachmentBuyerAccessMenu.js';
import { AttachmentClientDialog } from './AttachmentClientDialog.js';
import { AttachmentClientState } from './AttachmentClientState.js';
import { AttachmentClientMenu, type AttachmentClientChoice } from './AttachmentClientMenu.js';
import { formatFileSize } from '../../ui/utils/fileSize.js';
import { AttachmentUploader } from './AttachmentUploader.js';
import { RenameAttachmentDialog } from './RenameAttachmentDialog.js';
import { ResubmitAttachmentDialog } from './ResubmitAttachmentDialog.js';

const columns = [
  { label: 'Name' },
  { label: 'Size' },
  { label: 'Type' },
  { label: 'Uploaded by' },
  { label: 'Date' },
  { label: 'Client' },
  { label: 'Actions', hidden: true },
] as const;

export interface AttachmentsPanelProps {
  parent: RecordRef;
}

/**
 * A record's files, latest linked first: upload with progress, download, rename, delete; on a
 * project, where each stands with the client and the actions to share, submit, withdraw or resubmit.
 */
export function AttachmentsPanel({ parent }: AttachmentsPanelProps) {
  const field = linkListField[parent.type];
  const attachments = useAttachmentList(`${field}=${encodeURIComponent(parent.id)}&limit=100`);
  const { upload, update, remove } = useAttachmentMutations();
  const [progress, setProgress] = useState<number>();
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const { act } = useAttachmentClientActions();
  const [clientChoice, setClientChoice] = useState<{
    attachment: Attachment;
    choice: Exclude<AttachmentClientChoice, 'withdraw'>;
    projectId: string;
  } | null>(null);

  // Withdrawing needs no note: the document simply leaves the client's portal.
  const withdraw = (attachment: Attachment, projectId: string) =>
    act.mutate(
      { attachmentId: attachment._id, body: { action: 'withdraw', note: '', project: projectId } },
      {
        onSuccess: () => toastSuccess(`${attachment.fileName} ${attachmentClientActionWords.withdraw.done}`),
        onError: (error) => toastError(`${attachment.fileName} was not withdrawn.`, errorMessage(error)),
      },
    );
  const choose = (attachment: Attachment, projectId: string, choice: AttachmentClientChoice) => {
    if (choice === 'withdraw') withdraw(attachment, projectId);
    else setClientChoice({ attachment, choice, projectId });
  };

  const setBuyerAccess = async (attachment: Attachment, buyerAccess: BuyerAccess) => {
    try {
      await update.mutateAsync({ attachment, changes: { buyerAccess } });
      toastSuccess(
        buyerAccess === 'none'
          ? `${attachment.fileName} is no longer for buyers`
          : `${attachment.fileName} is a buyer document: ${BuyerAccessLabels[buyerAccess]}`,
      );
    } catch (error) {
      failed('changed', error);
    }
  };

  const failed = (what: string, error: unknown) => {
    if (isApiError(error, 409)) toastWarning('Someone else changed this file just now; it now shows their version.');
    else toastError(`The file was not ${what}.`, errorMessage(error));
  };

  const send = async (file: File, description: string) => {
    setProgress(0);
    try {
      const saved = await upload.mutateAsync({
        file,
        description,
        links: { [field]: parent.id },
        onProgress: setProgress,
      });
      toastSuccess(`${saved.fileName} uploaded`);
      return true;
    } catch (error) {
      failed('uploaded', error);
      return false;
    } finally {
      setProgress(undefined);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toastSuccess(`${deleting.fileName} deleted`);
    } catch (error) {
      failed('deleted', error);
    }
    setDeleting(null);
  };

  return (
    <>
      <RelatedPanel
        title="Attachments"
        list={attachments}
        empty="Documents uploaded above (letters, NDAs, information memoranda) are kept here for download."
        emptyIcon="paperclip"
        composer={<AttachmentUploader busy={upload.isPending} progress={progress} onUpload={send} />}
      >
        {(rows) => (
          <CardTable aria-label="Files" columns={columns}>
            {rows.map((attachment) => (
              <tr key={attachment._id}>
                <td data-label="Name">
                  <a href={attachmentDownloadUrl(attachment._id)} download={attachment.fileName}>
                    {attachment.fileName}
                  </a>
                  {attachment.description && <div className="bp6-text-muted">{attachment.description}</div>}
                  {attachment.buyerAccess !== 'none' && (
                    <Tag minimal intent="primary" icon="shield">
                      Buyers: {BuyerAccessLabels[attachment.buyerAccess]}
                    </Tag>
                  )}
                </td>
                <td data-label="Size">{formatFileSize(attachment.size)}</td>
                <td data-label="Type">{attachment.contentType}</td>
                <td data-label="Uploaded by">{attachment.uploadedByName || '—'}</td>
                <td data-label="Date">{formatDate(attachment.createdAt)}</td>
                <td data-label="Client">
                  <AttachmentClientState attachment={attachment} />
                </td>
                <td className="db-actions">
                  <DownloadButton href={attachmentDownloadUrl(attachment._id)} fileName={attachment.fileName} />
                  {clientProjectOf(attachment, parent) !== null && (
                    <AttachmentClientMenu
                      attachment={attachment}
                      busy={act.isPending && act.variables?.attachmentId === attachment._id}
                      onChoose={(choice) => choose(attachment, clientProjectOf(attachment, parent) ?? '', choice)}
                    />
                  )}
                  {parent.type === 'project' && (
                    <AttachmentBuyerAccessMenu
                      attachment={attachment}
                      busy={update.isPending && update.variables?.attachment._id === attachment._id}
                      onChoose={(access) => void setBuyerAccess(attachment, access)}
                    />
                  )}
                  <Button
                    icon="edit"
                    variant="minimal"
                    aria-label={`Rename ${attachment.fileName}`}
                    onClick={() => setRenaming(attachment)}
                  />
                  <Button
                    icon="trash"
                    variant="minimal"
                    intent="danger"
                    aria-label={`Delete ${attachment.fileName}`}
                    onClick={() => setDeleting(attachment)}
                  />
                </td>
              </tr>
            ))}
          </CardTable>
        )}
      </RelatedPanel>
      {clientChoice?.choice === 'resubmit' && (
        <ResubmitAttachmentDialog attachment={clientChoice.attachment} onClose={() => setClientChoice(null)} />
      )}
      {(clientChoice?.choice === 'share' || clientChoice?.choice === 'submit') && (
        <AttachmentClientDialog
          attachment={clientChoice.attachment}
          action={clientChoice.choice}
          projectId={clientChoice.projectId}
          onClose={() => setClientChoice(null)}
        />
      )}
      {renaming && <RenameAttachmentDialog attachment={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmAlert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete file"
        cancelButtonText="Keep it"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        Delete <strong>{deleting?.fileName}</strong>? The file is removed for everybody; its history stays.
      </ConfirmAlert>
    </>
  );
}

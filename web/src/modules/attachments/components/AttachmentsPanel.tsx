import { Alert, AnchorButton, Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { linkListField, type Attachment, type RecordRef } from '@dealbook/contracts';
import { useState } from 'react';
import { attachmentDownloadUrl } from '../../api/attachmentsApi.js';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { formatDate } from '../../ui/utils/format.js';
import { useAttachmentClientActions } from '../hooks/useAttachmentClientActions.js';
import { useAttachmentList, useAttachmentMutations } from '../hooks/useAttachments.js';
import { attachmentClientActionWords } from '../utils/attachmentClientForms.js';
import { clientProjectOf } from '../utils/clientProject.js';
import { AttachmentClientDialog } from './AttachmentClientDialog.js';
import { AttachmentClientState } from './AttachmentClientState.js';
import { AttachmentClientMenu, type AttachmentClientChoice } from './AttachmentClientMenu.js';
import { formatFileSize } from '../../ui/utils/fileSize.js';
import { AttachmentUploader } from './AttachmentUploader.js';
import { RenameAttachmentDialog } from './RenameAttachmentDialog.js';
import { ResubmitAttachmentDialog } from './ResubmitAttachmentDialog.js';

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
  const { upload, remove } = useAttachmentMutations();
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
    <section className="db-record-panel" aria-label="Attachments">
      <AttachmentUploader busy={upload.isPending} progress={progress} onUpload={send} />
      {attachments.isPending ? (
        <Spinner size={24} aria-label="Loading attachments" />
      ) : attachments.isError ? (
        <Callout intent="danger" title="The attachments could not be loaded">
          {errorMessage(attachments.error)}
        </Callout>
      ) : attachments.data.rows.length === 0 ? (
        <NonIdealState icon="paperclip" title="No attachments yet" />
      ) : (
        <HTMLTable compact striped className="db-attachments-table" aria-label="Files">
          <thead>
            <tr>
              <th>Name</th>
              <th>Size</th>
              <th>Type</th>
              <th>Uploaded by</th>
              <th>Date</th>
              <th>Client</th>
              <th>
                <span className="bp6-text-muted">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attachments.data.rows.map((attachment) => (
              <tr key={attachment._id}>
                <td>
                  <a href={attachmentDownloadUrl(attachment._id)} download={attachment.fileName}>
                    {attachment.fileName}
                  </a>
                  {attachment.description && <div className="bp6-text-muted">{attachment.description}</div>}
                </td>
                <td>{formatFileSize(attachment.size)}</td>
                <td>{attachment.contentType}</td>
                <td>{attachment.uploadedByName || '—'}</td>
                <td>{formatDate(attachment.createdAt)}</td>
                <td>
                  <AttachmentClientState attachment={attachment} />
                </td>
                <td className="db-actions">
                  <AnchorButton
                    icon="download"
                    variant="minimal"
                    aria-label={`Download ${attachment.fileName}`}
                    href={attachmentDownloadUrl(attachment._id)}
                    download={attachment.fileName}
                  />
                  {clientProjectOf(attachment, parent) !== null && (
                    <AttachmentClientMenu
                      attachment={attachment}
                      busy={act.isPending && act.variables?.attachmentId === attachment._id}
                      onChoose={(choice) => choose(attachment, clientProjectOf(attachment, parent) ?? '', choice)}
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
          </tbody>
        </HTMLTable>
      )}
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
      <Alert
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
      </Alert>
    </section>
  );
}

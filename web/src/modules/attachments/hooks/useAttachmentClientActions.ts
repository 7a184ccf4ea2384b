import type { AttachmentClientBody } from '@dealbook/contracts';
import { sendAttachmentClientAction } from '../../api/clientApprovalsApi.js';
import { resubmitAttachment, type ResubmitRequest } from '../../api/attachmentsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export interface AttachmentClientRequest {
  attachmentId: string;
  body: AttachmentClientBody;
}

/** Share, submit or withdraw a document for the client, and resubmit a new version; lists refresh as their push would. */
export function useAttachmentClientActions() {
  return {
    act: useRecordMutation({
      type: 'attachment',
      mutationFn: ({ attachmentId, body }: AttachmentClientRequest) => sendAttachmentClientAction(attachmentId, body),
      idOf: ({ attachmentId }) => attachmentId,
    }),
    resubmit: useRecordMutation({
      type: 'attachment',
      mutationFn: (request: ResubmitRequest) => resubmitAttachment(request),
      idOf: ({ attachmentId }) => attachmentId,
    }),
  };
}

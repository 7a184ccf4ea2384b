import { listRoom, type Attachment } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  deleteAttachment,
  updateAttachment,
  uploadAttachment,
  type AttachmentChanges,
  type UploadRequest,
} from '../../api/attachmentsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';
import { attachmentQueries } from './attachmentQueries.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** The attachments of one §5 query (e.g. `events=<id>`), newest first, live. */
export function useAttachmentList(query: string) {
  useRooms([listRoom('attachment')]);
  return useQuery(attachmentQueries.search(query));
}

/** Upload, rename and delete; afterwards what the push would make stale is refreshed. */
export function useAttachmentMutations() {
  return {
    upload: useRecordMutation({
      type: 'attachment',
      mutationFn: (request: UploadRequest) => uploadAttachment(request),
    }),
    update: useRecordMutation({
      type: 'attachment',
      mutationFn: ({ attachment, changes }: { attachment: Attachment; changes: AttachmentChanges }) =>
        updateAttachment(attachment._id, attachment.version, changes),
      idOf: ({ attachment }) => attachment._id,
    }),
    remove: useRecordMutation({
      type: 'attachment',
      mutationFn: (attachment: Attachment) => deleteAttachment(attachment._id, attachment.version),
      idOf: (attachment) => attachment._id,
      deletes: true,
    }),
  };
}

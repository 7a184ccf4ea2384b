import { listRoom, type Attachment } from '@dealbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAttachment,
  searchAttachments,
  updateAttachment,
  uploadAttachment,
  type AttachmentChanges,
  type UploadRequest,
} from '../../api/attachmentsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** The attachments of one §5 query (e.g. `events=<id>`), newest first, live. */
export function useAttachmentList(query: string) {
  useRooms([listRoom('attachment')]);
  return useQuery({
    queryKey: queryKeys.list('attachment', 'search', query),
    queryFn: ({ signal }) => searchAttachments(query, signal),
  });
}

export function useAttachmentMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('attachment') });
  return {
    upload: useMutation({ mutationFn: (request: UploadRequest) => uploadAttachment(request), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ attachment, changes }: { attachment: Attachment; changes: AttachmentChanges }) =>
        updateAttachment(attachment._id, attachment.version, changes),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (attachment: Attachment) => deleteAttachment(attachment._id, attachment.version),
      onSettled: refresh,
    }),
  };
}

import '../../tasks/tasks.css';
import { Button, Card, Icon } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { hasRole, linkListField, type Note, type RecordRef } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useNoteList, useNoteMutations } from '../hooks/useNotes.js';
import { NoteComposer } from './NoteComposer.js';

export interface NotesPanelProps {
  parent: RecordRef;
}

/** A record's notes, pinned then latest linked first: add one, edit your own, delete with confirmation. */
export function NotesPanel({ parent }: NotesPanelProps) {
  const me = useCurrentUser();
  const field = linkListField[parent.type];
  const notes = useNoteList(`${field}=${encodeURIComponent(parent.id)}&limit=100`);
  const { create, update, remove } = useNoteMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toastSuccess('Note deleted');
    } catch (error) {
      if (isApiError(error, 409)) toastWarning('Someone else changed this note just now; it now shows their version.');
      else toastError('The note was not deleted.', errorMessage(error));
    }
    setDeleting(null);
  };

  return (
    <>
      <RelatedPanel
        title="Notes"
        list={notes}
        empty="What was said or agreed about this record, written above, is kept here with who wrote it and when."
        emptyIcon="annotation"
        composer={
          <NoteComposer
            submitText="Add note"
            save={(content) => create.mutateAsync({ content, [field]: [parent.id] })}
            savedMessage="Note added"
            failedMessage="The note was not added."
          />
        }
      >
        {(rows) => (
          <ol className="db-note-list">
            {rows.map((note) => (
              <li key={note._id}>
                <Card compact>
                  <div className="db-note__meta">
                    {note.pinned && <Icon icon="pin" aria-label="Pinned" />}
                    <strong>{note.author?.fullName ?? 'The system'}</strong>
                    <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                    {note.updatedAt !== note.createdAt && <span>(edited {formatDateTime(note.updatedAt)})</span>}
                    {note.author?._id === me._id && editing !== note._id && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        text="Edit"
                        onClick={() => setEditing(note._id)}
                      />
                    )}
                    {(note.author?._id === me._id || hasRole(me.role, 'manager')) && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="trash"
                        text="Delete"
                        onClick={() => setDeleting(note)}
                      />
                    )}
                  </div>
                  {editing === note._id ? (
                    <NoteComposer
                      initial={note.content}
                      submitText="Save note"
                      save={(content) => update.mutateAsync({ note, changes: { content } })}
                      savedMessage="Note saved"
                      failedMessage="The note was not saved."
                      onSaved={() => setEditing(null)}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <p className="db-note__content">{note.content}</p>
                  )}
                </Card>
              </li>
            ))}
          </ol>
        )}
      </RelatedPanel>
      <ConfirmAlert
        isOpen={deleting !== null}
        icon="trash"
        intent="danger"
        cancelButtonText="Keep it"
        confirmButtonText="Delete note"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        Delete this note? Its history stays in the audit trail.
      </ConfirmAlert>
    </>
  );
}

import type { CrmEvent } from '@dealbook/contracts';
import { DeleteRecordButton } from '../../records/components/DeleteRecordButton.js';
import { useDeleteCrmEvent } from '../hooks/useCrmEventMutations.js';

export interface DeleteEventButtonProps {
  event: CrmEvent;
}

export function DeleteEventButton({ event }: DeleteEventButtonProps) {
  const remove = useDeleteCrmEvent(event._id);
  return (
    <DeleteRecordButton noun="event" version={event.version} remove={remove} listPath="/events">
      <p>
        Delete <strong>{event.description}</strong>? It disappears from every list; its history is kept.
      </p>
    </DeleteRecordButton>
  );
}

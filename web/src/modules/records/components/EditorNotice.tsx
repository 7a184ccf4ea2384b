import { OthersEditingCallout } from '../../realtime/components/OthersEditingCallout.js';
import { ChangedElsewhereCallout } from './ChangedElsewhereCallout.js';

export interface EditorNoticeProps {
  room: string;
  noun: string;
  changedElsewhere: boolean;
  deleted: boolean;
  theirChanges: readonly string[];
  onReload: () => void;
}

/** Above an edit form: who else is editing it, and whether it changed elsewhere meanwhile. */
export function EditorNotice({ room, noun, changedElsewhere, deleted, theirChanges, onReload }: EditorNoticeProps) {
  return (
    <>
      <OthersEditingCallout room={room} noun={noun} />
      {changedElsewhere && (
        <ChangedElsewhereCallout noun={noun} deleted={deleted} theirChanges={theirChanges} onReload={onReload} />
      )}
    </>
  );
}

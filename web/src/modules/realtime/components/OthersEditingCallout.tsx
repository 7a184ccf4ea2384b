import { usePresence } from '../hooks/usePresence.js';
import { othersEditingText } from '../utils/presence.js';
import { Notice } from '../../ui/components/Notice.js';

export interface OthersEditingCalloutProps {
  /** A record room, e.g. `recordRoom('company', id)`. */
  room: string;
  /** What the record is called in the sentence: "company", "contact"… */
  noun: string;
}

/** On an edit form: someone else has the same record's form open right now. */
export function OthersEditingCallout({ room, noun }: OthersEditingCalloutProps) {
  const editors = usePresence(room).filter((viewer) => viewer.editing);
  const text = othersEditingText(editors, noun);
  if (!text) return null;
  return (
    <Notice intent="warning" icon="people" title={text} role="status">
      Whoever saves second is shown the other&apos;s changes and asked before anything is overwritten.
    </Notice>
  );
}

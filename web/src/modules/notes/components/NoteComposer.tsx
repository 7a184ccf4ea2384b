import { Button, TextArea } from '@blueprintjs/core';
import { NoteContentMaxLength } from '@dealbook/contracts';
import { useState } from 'react';

export interface NoteComposerProps {
  initial?: string;
  submitText: string;
  busy: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** A plain-text box for a new note or an edit; cleared once the note is saved. */
export function NoteComposer({ initial = '', submitText, busy, onSubmit, onCancel }: NoteComposerProps) {
  const [content, setContent] = useState(initial);
  const submit = async () => {
    if (await onSubmit(content.trim())) setContent('');
  };
  return (
    <div className="db-note-composer">
      <TextArea
        fill
        aria-label={submitText}
        placeholder="Write a note…"
        value={content}
        maxLength={NoteContentMaxLength}
        onChange={(event) => setContent(event.currentTarget.value)}
      />
      <div className="db-note-composer__actions">
        {onCancel && <Button text="Cancel" onClick={onCancel} />}
        <Button
          intent="primary"
          text={submitText}
          loading={busy}
          disabled={content.trim() === ''}
          onClick={() => void submit()}
        />
      </div>
    </div>
  );
}

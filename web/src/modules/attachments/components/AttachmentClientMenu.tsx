import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { Attachment } from '@dealbook/contracts';
import { attachmentClientActionWords } from '../utils/attachmentClientForms.js';

export type AttachmentClientChoice = 'share' | 'submit' | 'withdraw' | 'resubmit';

export interface AttachmentClientMenuProps {
  attachment: Attachment;
  busy: boolean;
  onChoose: (choice: AttachmentClientChoice) => void;
}

/** What the team can do with a document for the client, given where it stands with them. */
export function AttachmentClientMenu({ attachment, busy, onChoose }: AttachmentClientMenuProps) {
  const { state } = attachment.clientReview;
  const item = (choice: Exclude<AttachmentClientChoice, 'resubmit'>, icon: 'share' | 'send-to' | 'undo') => (
    <MenuItem icon={icon} text={attachmentClientActionWords[choice].label} onClick={() => onChoose(choice)} />
  );
  const menu = (
    <Menu aria-label={`Client actions for ${attachment.fileName}`}>
      {state === 'notSubmitted' && item('share', 'share')}
      {(state === 'notSubmitted' || state === 'shared') && item('submit', 'send-to')}
      {state === 'rejected' && (
        <MenuItem icon="upload" text="Upload a new version…" onClick={() => onChoose('resubmit')} />
      )}
      {state !== 'notSubmitted' && item('withdraw', 'undo')}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" disabled={busy}>
      <Button
        icon="people"
        variant="minimal"
        aria-label={`Client actions for ${attachment.fileName}`}
        title="Client…"
        loading={busy}
      />
    </PopoverNext>
  );
}

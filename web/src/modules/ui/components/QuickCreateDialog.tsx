import { Dialog } from '@blueprintjs/core';
import type { ReactNode, SyntheticEvent } from 'react';
import './quickCreate.css';

export interface QuickCreateDialogProps {
  /** "company": the title reads New company. */
  noun: string;
  isOpen: boolean;
  /** Escape, the close button: back to the picker with its text. */
  onClose: () => void;
  children: ReactNode;
}

// The dialog is portalled out of the page, but React bubbles its events up the tree it was
// declared in: its Enter, Escape and submit must not reach the picker's keys, a dialog the picker
// sits in, or the form around the picker (which would submit with the dialog's Enter).
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/** The picker's quick-create dialog: a record type's short create form, sized for a phone too. */
export function QuickCreateDialog({ noun, isOpen, onClose, children }: QuickCreateDialogProps) {
  return (
    <div className="db-quick-create" onKeyDown={keepInside} onKeyUp={keepInside} onSubmit={keepInside}>
      <Dialog
        isOpen={isOpen}
        onClose={onClose}
        title={`New ${noun}`}
        icon="add"
        className="db-quick-create__dialog"
        // The picker takes focus back itself: on a pick the box it was in may have been replaced.
        shouldReturnFocusOnClose={false}
      >
        {/* Mounted while open: each opening starts from the text typed then. */}
        {children}
      </Dialog>
    </div>
  );
}

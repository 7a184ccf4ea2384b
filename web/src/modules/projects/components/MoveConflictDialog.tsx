import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Project } from '@dealbook/contracts';
import { statusFieldLabels, statusLabel, type StatusField } from '../../ui/labels/projectLabels.js';
import { ProjectStatusTag } from './ProjectStatusTag.js';

export interface MoveConflictDialogProps {
  isOpen: boolean;
  projectName: string;
  field: StatusField;
  /** Where the person tried to move the card. */
  to: number;
  /** The project as it is now on the server; undefined while it loads. */
  theirs: Project | undefined;
  retrying: boolean;
  onKeepTheirs: () => void;
  onMoveAnyway: () => void;
}

/**
 * A card move refused with 409: someone else changed the project since the board loaded it.
 * Nothing is overwritten unless the person, having seen their version, moves it again.
 */
export function MoveConflictDialog({
  isOpen,
  projectName,
  field,
  to,
  theirs,
  retrying,
  onKeepTheirs,
  onMoveAnyway,
}: MoveConflictDialogProps) {
  const target = statusLabel(field, to);
  return (
    <Dialog isOpen={isOpen} onClose={onKeepTheirs} title="This record was changed by someone else" icon="warning-sign">
      <DialogBody>
        <p>
          Someone else changed <strong>{projectName}</strong> while you were moving it. Your move to{' '}
          <strong>{target}</strong> has not been saved.
        </p>
        {theirs && (
          <dl className="db-definitions" aria-label="Their version">
            <div className="db-definitions__item">
              <dt>{statusFieldLabels[field]} now</dt>
              <dd>
                <strong>{statusLabel(field, theirs[field])}</strong>
              </dd>
            </div>
            {field !== 'status' && (
              <div className="db-definitions__item">
                <dt>{statusFieldLabels.status}</dt>
                <dd>
                  <ProjectStatusTag status={theirs.status} />
                </dd>
              </div>
            )}
          </dl>
        )}
        <p>Keep their version, or move it to {target} on top of it.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Keep their version" onClick={onKeepTheirs} />
            <Button
              intent="primary"
              text={`Move to ${target} anyway`}
              loading={retrying}
              disabled={!theirs}
              onClick={onMoveAnyway}
            />
          </>
        }
      />
    </Dialog>
  );
}

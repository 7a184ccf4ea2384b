import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import {
  linkListField,
  TaskPriority,
  TaskStatus,
  type PersonSummary,
  type RecordRef,
  type Task,
  type TaskPriority as Priority,
  type TaskStatus as Status,
} from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useTaskMutations } from '../hooks/useTaskMutations.js';
import { taskPriorityOptions, taskStatusOptions } from '../utils/taskLabels.js';
import { AssigneeSelect } from './AssigneeSelect.js';
import { OverdueTag, TaskRelatedLinks } from './TaskRelatedLinks.js';
import { isOverdue } from '../utils/taskContext.js';
import { DateField } from '../../ui/components/DateField.js';

export interface TaskDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The task to edit; absent to create one. */
  task?: Task;
  /** A new task is linked to this record (the page it is created from). */
  parent?: RecordRef;
  /** Preselected assignees of a new task. */
  assignees?: PersonSummary[];
}

interface Draft {
  subject: string;
  description: string;
  status: Status;
  priority: Priority;
  dueDate: string;
  assignedTo: PersonSummary[];
}

const draftOf = (task: Task | undefined, assignees: PersonSummary[]): Draft =>
  task
    ? {
        subject: task.subject,
        description: task.description,
        status: task.status,
        priority: task.priority,
        dueDate: task.dueDate,
        assignedTo: task.assignedTo,
      }
    : {
        subject: '',
        description: '',
        status: TaskStatus.NotStarted,
        priority: TaskPriority.Normal,
        dueDate: new Date().toISOString(),
        assignedTo: assignees,
      };

/** Create or edit a task from any record (spec §3.7); a stale edit gets the 409 choice. */
export function TaskDialog({ isOpen, onClose, task, parent, assignees = [] }: TaskDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(task, assignees));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const { create, update } = useTaskMutations();
  const saving = create.isPending || update.isPending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    if (draft.subject.trim() === '') {
      setErrors({ subject: 'A subject is required' });
      return;
    }
    const body = { ...draft, assignedTo: draft.assignedTo.map((person) => person._id) };
    try {
      if (task) {
        await update.mutateAsync({ task, changes: body });
        toastSuccess('Task saved');
      } else {
        await create.mutateAsync(parent ? { ...body, [linkListField[parent.type]]: [parent.id] } : body);
        toastSuccess('Task created');
      }
      onClose();
    } catch (error) {
      if (isApiError(error, 409)) setConflict(true);
      else {
        if (isApiError(error, 400)) setErrors(error.details);
        toastError('The task was not saved.', errorMessage(error));
      }
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={task ? 'Edit task' : 'New task'} icon="tick-circle">
      <DialogBody>
        {task && (
          <FormGroup label="About" className="db-task-dialog__about">
            <TaskRelatedLinks related={task.related} />
            {isOverdue(task) && <OverdueTag />}
          </FormGroup>
        )}
        <FormGroup
          label="Subject"
          labelFor="task-subject"
          intent={errors.subject ? 'danger' : 'none'}
          helperText={errors.subject}
        >
          <InputGroup
            id="task-subject"
            value={draft.subject}
            maxLength={200}
            autoFocus
            intent={errors.subject ? 'danger' : 'none'}
            onValueChange={(value) => set('subject', value)}
          />
        </FormGroup>
        <FormGroup label="Description" labelFor="task-description" helperText={errors.description}>
          <TextArea
            id="task-description"
            fill
            value={draft.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
        </FormGroup>
        <div className="db-task-dialog__row">
          <FormGroup label="Status" labelFor="task-status">
            <HTMLSelect
              id="task-status"
              value={draft.status}
              options={taskStatusOptions}
              onChange={(event) => set('status', Number(event.currentTarget.value) as Status)}
            />
          </FormGroup>
          <FormGroup label="Priority" labelFor="task-priority">
            <HTMLSelect
              id="task-priority"
              value={draft.priority}
              options={taskPriorityOptions}
              onChange={(event) => set('priority', Number(event.currentTarget.value) as Priority)}
            />
          </FormGroup>
          <DateField
            id="task-due"
            label="Due"
            value={draft.dueDate}
            onChange={(iso) => set('dueDate', iso)}
            error={errors.dueDate}
            withTime
          />
        </div>
        <FormGroup
          label="Assigned to"
          labelFor="task-assignees"
          intent={errors.assignedTo ? 'danger' : 'none'}
          helperText={errors.assignedTo}
        >
          <AssigneeSelect
            id="task-assignees"
            selected={draft.assignedTo}
            onChange={(people) => set('assignedTo', people)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text={task ? 'Save' : 'Create task'}
              loading={saving}
              onClick={() => void save()}
            />
          </>
        }
      />
      <ConflictDialog
        isOpen={conflict}
        noun="task"
        // The task lists refetched after the failed save: closing shows their version there.
        onReload={() => {
          setConflict(false);
          onClose();
        }}
        onKeepEditing={() => setConflict(false)}
      />
    </Dialog>
  );
}

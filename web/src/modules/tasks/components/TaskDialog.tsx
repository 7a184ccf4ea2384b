import { useState } from 'react';
import { Dialog, DialogBody, FormGroup } from '@blueprintjs/core';
import { linkListField, type PersonSummary, type RecordRef, type Task } from '@dealbook/contracts';
import { FormDateField } from '../../forms/components/FormDateField.js';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useTaskMutations } from '../hooks/useTaskMutations.js';
import { isOverdue } from '../utils/taskContext.js';
import { taskFieldLabels, taskFields, taskFormSchema, taskFormValues } from '../utils/taskFormValues.js';
import { taskPriorityOptions, taskStatusOptions } from '../utils/taskLabels.js';
import { AssigneeSelect } from './AssigneeSelect.js';
import { OverdueTag, TaskRelatedLinks } from './TaskRelatedLinks.js';

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

/** Create or edit a task from any record (spec §3.7); a stale edit gets the 409 choice. */
export function TaskDialog({ isOpen, onClose, task, ...props }: TaskDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={task ? 'Edit task' : 'New task'} icon="tick-circle">
      {/* Another task starts from its own values; a newer version of this one does not reset the edits. */}
      <TaskForm key={task?._id ?? 'new'} task={task} onClose={onClose} {...props} />
    </Dialog>
  );
}

const taskFieldIds = { dueDate: 'task-due', assignedTo: 'task-assignees' };

function TaskForm({ onClose, task, parent, assignees = [] }: Omit<TaskDialogProps, 'isOpen'>) {
  // The version the form was opened on: one saved by someone else meanwhile answers 409 (the
  // conflict choice) instead of being overwritten, and a live refresh of the list keeps the edits.
  const [opened] = useState(task);
  const form = useSchemaForm({
    schema: taskFormSchema,
    defaultValues: taskFormValues(task, assignees),
    labels: taskFieldLabels,
  });
  const { create, update } = useTaskMutations();
  const cycle = useSaveCycle({
    form,
    labels: taskFieldLabels,
    save: async (output) => {
      const fields = taskFields(output);
      if (opened) await update.mutateAsync({ task: opened, changes: fields });
      else await create.mutateAsync(parent ? { ...fields, [linkListField[parent.type]]: [parent.id] } : fields);
    },
    savedMessage: task ? 'Task saved' : 'Task created',
    failedMessage: 'The task was not saved.',
    onSaved: onClose,
  });

  return (
    <SchemaForm id="task-form" form={form} cycle={cycle} idPrefix="task" ids={taskFieldIds} labels={taskFieldLabels}>
      <DialogBody>
        {task && (
          <FormGroup label="About" className="db-task-dialog__about">
            <TaskRelatedLinks related={task.related} />
            {isOverdue(task) && <OverdueTag />}
          </FormGroup>
        )}
        <FormTextField name="subject" autoFocus />
        <FormTextAreaField name="description" />
        <div className="db-task-dialog__row">
          <FormNumberSelectField name="status" options={taskStatusOptions} />
          <FormNumberSelectField name="priority" options={taskPriorityOptions} />
          <FormDateField name="dueDate" withTime />
        </div>
        <AssigneesField />
      </DialogBody>
      <DialogFormFooter
        submitLabel={task ? 'Save' : 'Create task'}
        cycle={cycle}
        onClose={onClose}
        conflictNoun="task"
      />
    </SchemaForm>
  );
}

function AssigneesField() {
  const field = useFormField('assignedTo');
  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      intent={field.error ? 'danger' : 'none'}
      helperText={field.error}
    >
      <AssigneeSelect id={field.id} selected={field.value as PersonSummary[]} onChange={field.onChange} />
    </FormGroup>
  );
}

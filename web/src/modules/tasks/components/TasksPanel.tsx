import '../tasks.css';
import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { RecordRef, Task } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { useQuickStatus } from '../hooks/useQuickStatus.js';
import { useTaskList } from '../hooks/useTaskList.js';
import { parentFilter, toggledStatus } from '../utils/taskLabels.js';
import { TaskDialog } from './TaskDialog.js';
import { TaskRow } from './TaskRow.js';

export interface TasksPanelProps {
  parent: RecordRef;
}

/** The tasks linked to a record, the one linked last first (spec §7.10), live as anyone changes them. */
export function TasksPanel({ parent }: TasksPanelProps) {
  const tasks = useTaskList(`${parentFilter(parent)}&limit=100`);
  const { setStatus, busy } = useQuickStatus();
  const [editing, setEditing] = useState<Task | 'new' | null>(null);

  return (
    <section className="db-record-panel" aria-label="Tasks">
      <div className="db-record-panel__toolbar">
        <Button icon="add" intent="primary" text="New task" onClick={() => setEditing('new')} />
      </div>
      {tasks.isPending ? (
        <Spinner size={24} aria-label="Loading tasks" />
      ) : tasks.isError ? (
        <Callout intent="danger" title="The tasks could not be loaded">
          {errorMessage(tasks.error)}
        </Callout>
      ) : tasks.data.rows.length === 0 ? (
        <NonIdealState icon="tick-circle" title="No tasks yet" />
      ) : (
        <HTMLTable compact striped className="db-record-panel__table" aria-label="Tasks">
          <thead>
            <tr>
              <th aria-label="Done" />
              <th>Subject</th>
              <th>Status</th>
              <th>Priority</th>
              <th>Due</th>
              <th>Assigned to</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {tasks.data.rows.map((task) => (
              <TaskRow
                key={task._id}
                task={task}
                busy={busy}
                onToggleComplete={(t) => void setStatus(t, toggledStatus(t))}
                onEdit={setEditing}
              />
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (
        <TaskDialog
          isOpen
          task={editing === 'new' ? undefined : editing}
          parent={parent}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

import { Button } from '@blueprintjs/core';
import type { RecordRef, Task } from '@dealbook/contracts';
import { useState } from 'react';
import { CardTable } from '../../records/components/CardTable.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { useQuickStatus } from '../hooks/useQuickStatus.js';
import { useTaskList } from '../hooks/useTaskList.js';
import { parentFilter, toggledStatus } from '../utils/taskLabels.js';
import { TaskDialog } from './TaskDialog.js';
import { TaskRow, taskColumns } from './TaskRow.js';

export interface TasksPanelProps {
  parent: RecordRef;
}

/** The tasks linked to a record, the one linked last first (spec §7.10), live as anyone changes them. */
export function TasksPanel({ parent }: TasksPanelProps) {
  const tasks = useTaskList(`${parentFilter(parent)}&limit=100`);
  const { setStatus, busy } = useQuickStatus();
  const [editing, setEditing] = useState<Task | 'new' | null>(null);

  return (
    <>
      <RelatedPanel
        title="Tasks"
        list={tasks}
        empty="Tasks linked to this record, and who does them by when, are listed here."
        emptyIcon="tick-circle"
        action={<Button icon="add" intent="primary" text="New task" onClick={() => setEditing('new')} />}
      >
        {(rows) => (
          <CardTable aria-label="Tasks" columns={taskColumns}>
            {rows.map((task) => (
              <TaskRow
                key={task._id}
                task={task}
                busy={busy}
                onToggleComplete={(t) => void setStatus(t, toggledStatus(t))}
                onEdit={setEditing}
              />
            ))}
          </CardTable>
        )}
      </RelatedPanel>
      {editing && (
        <TaskDialog
          isOpen
          task={editing === 'new' ? undefined : editing}
          parent={parent}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

import { Tag } from '@blueprintjs/core';
import type { MyDay } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '../../ui/utils/format.js';

export interface TasksSummaryProps {
  tasks: MyDay['tasks'];
  /** The task board, where staff work their tasks; external callers have none to link to. */
  tasksPath?: string;
}

/** My open and overdue tasks, the next ones first. */
export function TasksSummary({ tasks, tasksPath }: TasksSummaryProps) {
  const subject = (text: string) => (tasksPath ? <Link to={tasksPath}>{text}</Link> : text);
  return (
    <>
      <dl className="db-dash-figures">
        <div>
          <dt>Open</dt>
          <dd data-testid="tasks-open">{tasks.open}</dd>
        </div>
        <div>
          <dt>Overdue</dt>
          <dd data-testid="tasks-overdue" className={tasks.overdue > 0 ? 'db-idle' : undefined}>
            {tasks.overdue}
          </dd>
        </div>
      </dl>
      {tasks.next.length === 0 ? (
        <p className="db-muted">Nothing due. Well done.</p>
      ) : (
        <ul className="db-dash-list" aria-label="Next tasks">
          {tasks.next.map((task) => (
            <li key={task._id}>
              {subject(task.subject || 'Untitled task')} <span className="db-muted">· {formatDate(task.dueDate)}</span>{' '}
              {task.overdue && (
                <Tag minimal intent="warning">
                  Overdue
                </Tag>
              )}
            </li>
          ))}
        </ul>
      )}
      {tasksPath && <Link to={tasksPath}>All my tasks</Link>}
    </>
  );
}

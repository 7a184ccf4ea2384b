import { Link } from 'react-router-dom';
import type { RecordRef } from '@dealbook/contracts';
import { useTaskList } from '../modules/tasks/hooks/useTaskList.js';
import { parentFilter } from '../modules/tasks/utils/taskLabels.js';
import { formatDate } from '../modules/ui/utils/format.js';

/**
 * The open task due first among those linked to `parent`, for a record page's header: composed
 * here, as the related panels are (recordPanelTabs), so the record kit knows no feature.
 */
export function RecordNextTask({ parent }: { parent: RecordRef }) {
  const next = useTaskList(`${parentFilter(parent)}&completed=false&sort=dueDate&limit=1`);
  const task = next.data?.rows[0];
  if (task) {
    return (
      <>
        Next task: <Link to="/team/tasks">{task.subject}</Link>, due {formatDate(task.dueDate)}
      </>
    );
  }
  return <>{next.isPending ? 'Next task: …' : 'No open tasks'}</>;
}

import { TasksBoard } from '../modules/tasks/components/TasksBoard.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** /team/tasks (spec §2.1): the tasks page the top bar's Tasks entry opens. */
export function TasksPage() {
  return (
    <>
      <PageTitle title="Tasks" />
      <TasksBoard />
    </>
  );
}

import { H2 } from '@blueprintjs/core';
import { TasksBoard } from '../modules/tasks/components/TasksBoard.js';

/** /team/tasks (spec §2.1): the tasks page the top bar's Tasks entry opens. */
export function TasksPage() {
  return (
    <>
      <H2>Tasks</H2>
      <TasksBoard />
    </>
  );
}

import type { Task, TaskStatus } from '@dealbook/contracts';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { useTaskMutations } from './useTaskMutations.js';
import { taskStatusLabel } from '../utils/taskLabels.js';

/** Changes a task's status from a list, with the outcome in a toast. */
export function useQuickStatus() {
  const { update } = useTaskMutations();
  const setStatus = async (task: Task, status: TaskStatus) => {
    try {
      await update.mutateAsync({ task, changes: { status } });
      toastSuccess(`"${task.subject}" is now ${taskStatusLabel(status)}`);
    } catch (error) {
      if (isApiError(error, 409))
        toastWarning('Someone else changed this task just now; the list shows their version.');
      else toastError('The task was not updated.', errorMessage(error));
    }
  };
  return { setStatus, busy: update.isPending };
}

import type { CreateTaskBody, Task, UpdateTaskBody } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { createTask, deleteTask, updateTask } from '../../api/tasksApi.js';

/** Create, edit and delete a task; every task list (the badge included) refetches afterwards. */
export function useTaskMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('task') });
  return {
    create: useMutation({ mutationFn: (body: CreateTaskBody) => createTask(body), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ task, changes }: { task: Task; changes: UpdateTaskBody }) =>
        updateTask(task._id, task.version, changes),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (task: Task) => deleteTask(task._id, task.version), onSettled: refresh }),
  };
}

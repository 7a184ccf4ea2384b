import type { CreateTaskBody, Task, UpdateTaskBody } from '@dealbook/contracts';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';
import { createTask, deleteTask, updateTask } from '../../api/tasksApi.js';

/** Create, edit and delete a task; afterwards what its push would make stale is refreshed. */
export function useTaskMutations() {
  return {
    create: useRecordMutation({
      type: 'task',
      mutationFn: (body: CreateTaskBody) => createTask(body),
      idOf: (_, created) => created?._id,
    }),
    update: useRecordMutation({
      type: 'task',
      mutationFn: ({ task, changes }: { task: Task; changes: UpdateTaskBody }) =>
        updateTask(task._id, task.version, changes),
      idOf: ({ task }) => task._id,
    }),
    remove: useRecordMutation({
      type: 'task',
      mutationFn: (task: Task) => deleteTask(task._id, task.version),
      idOf: (task) => task._id,
      deletes: true,
    }),
  };
}

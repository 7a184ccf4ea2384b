import type { CreateTaskBody, Task, UpdateTaskBody } from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const taskPath = (id: string) => `/api/task/${encodeURIComponent(id)}`;

/** GET /api/tasks/search: `query` holds §5 filters (companies=<id>, assignedTo=<id> …) and paging. */
export function searchTasks(query: string, signal?: AbortSignal): Promise<ListResult<Task>> {
  return getList<Task>(`/api/tasks/search?${query}`, { signal });
}

export function countTasks(query: string, signal?: AbortSignal): Promise<number> {
  return getJson<number>(`/api/tasks/count?${query}`, { signal });
}

export function createTask(body: CreateTaskBody): Promise<Task> {
  return sendJson<Task>('/api/task', { method: 'POST', body });
}

export function updateTask(id: string, version: number, changes: UpdateTaskBody): Promise<string> {
  return sendForText(taskPath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deleteTask(id: string, version: number): Promise<string> {
  return sendForText(taskPath(id), { method: 'DELETE', ifMatch: version });
}

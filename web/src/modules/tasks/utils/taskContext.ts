import { TaskStatus, type Task, type TaskRelatedRecord } from '@dealbook/contracts';
import { recordPagePath } from '../../records/utils/recordPagePath.js';

/** Open and due before now: the board marks it so that a late task is seen at a glance. */
export function isOverdue(task: Pick<Task, 'dueDate' | 'status'>, now: number = Date.now()): boolean {
  return task.status !== TaskStatus.Completed && Date.parse(task.dueDate) < now;
}

const typeLabels: Record<TaskRelatedRecord['type'], string> = {
  company: 'Company',
  contact: 'Contact',
  project: 'Project',
  purchase: 'Purchaser',
  event: 'Event',
};

export function relatedTypeLabel(type: TaskRelatedRecord['type']): string {
  return typeLabels[type];
}

/** The page that shows a linked record; a purchase is shown on its project's page. */
export const relatedRecordPath = (record: TaskRelatedRecord): string | null => recordPagePath(record);

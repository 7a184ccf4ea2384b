import { TaskStatus, type Task, type TaskRelatedRecord } from '@dealbook/contracts';

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
export function relatedRecordPath(record: TaskRelatedRecord): string | null {
  switch (record.type) {
    case 'company':
      return `/companies/${record._id}`;
    case 'contact':
      return `/contacts/${record._id}`;
    case 'project':
      return `/projects/${record._id}`;
    case 'event':
      return `/events/${record._id}`;
    case 'purchase':
      return record.projectId ? `/projects/${record.projectId}` : null;
  }
}

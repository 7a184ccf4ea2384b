import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { TaskEventTypes, userRoom, type RecordedEvent, type TaskEvent } from '@dealbook/contracts';
import { findTaskById, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ChangeRoutes, type ChangeRoute, type Delivery } from '../../platform/realtime/change-routes.js';

/**
 * The top bar's task badge (spec §2.3) counts a user's open tasks, so every change of a task is
 * also pushed to the `user:<id>` room of each person it is assigned to, and of whoever it was
 * just taken from. Events that do not carry the assignees read them from the tasks read model.
 */
@Injectable()
export class TaskBadgeRoute implements ChangeRoute<TaskEvent>, OnModuleInit {
  readonly eventTypes = TaskEventTypes;

  constructor(
    @Inject(ChangeRoutes) private readonly routes: ChangeRoutes,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  async deliveries(event: RecordedEvent<TaskEvent>): Promise<Delivery[]> {
    const people = await this.assignees(event);
    return [{ rooms: [...new Set(people)].map(userRoom) }];
  }

  private async assignees(event: RecordedEvent<TaskEvent>): Promise<string[]> {
    switch (event.type) {
      case 'TaskCreated':
        return event.data.fields.assignedTo;
      case 'TaskReassigned':
        return [...event.data.from, ...event.data.to];
      case 'TaskDeleted':
        return event.data.assignedTo;
      default:
        return ((await findTaskById(this.db, event.data.taskId))?.assignedTo ?? []).map((person) => person._id);
    }
  }
}

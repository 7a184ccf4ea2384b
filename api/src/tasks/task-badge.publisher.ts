import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  SocketEvents,
  TaskEventTypes,
  userRoom,
  type EventStore,
  type RecordedEvent,
  type Subscription,
  type TaskEvent,
} from '@dealbook/contracts';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { toChangeMessage } from '../realtime/change-message.js';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';
import { taskDecider } from './task.decider.js';
import { taskStreamId } from './execute-task-command.js';

const taskEventTypes: ReadonlySet<string> = new Set(TaskEventTypes);

/**
 * The top bar's task badge (spec §2.3) counts a user's open tasks, so every change of a task is
 * also pushed to the `user:<id>` room of each person it is or was assigned to. Fed after commit
 * from the store's change feed, like the record and list pushes (DESIGN §3).
 */
@Injectable()
export class TaskBadgePublisher implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | undefined;
  private readonly logger = new Logger('TaskBadge');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const head = await this.store.head();
    this.subscription = this.store.subscribe(head ?? 'start', (event) => this.publish(event));
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  private async publish(event: RecordedEvent): Promise<void> {
    if (!taskEventTypes.has(event.type)) return;
    const message = toChangeMessage(event);
    if (!message) return;
    try {
      const people = await this.assigneesAt(event as RecordedEvent<TaskEvent>);
      if (people.length === 0) return;
      const gateway = this.moduleRef.get(RealtimeGateway, { strict: false });
      // `local`: every instance runs this feed over the shared log and serves its own sockets.
      gateway.server.local.to(people.map(userRoom)).emit(SocketEvents.change, message);
    } catch (error) {
      this.logger.error(`Could not push ${event.type} of ${event.streamId} to assignees: ${String(error)}`);
    }
  }

  /** Whoever the task is assigned to once this event applies, and whoever it was taken from. */
  private async assigneesAt(event: RecordedEvent<TaskEvent>): Promise<string[]> {
    const history = await this.store.readStream<TaskEvent>(taskStreamId(event.data.taskId));
    const state = history
      .filter((recorded) => recorded.streamVersion <= event.streamVersion)
      .reduce(
        (s, recorded) => taskDecider.evolve(s, { type: recorded.type, data: recorded.data } as TaskEvent),
        taskDecider.initialState,
      );
    const previous = event.type === 'TaskReassigned' ? event.data.from : [];
    return [...new Set([...(state.fields?.assignedTo ?? []), ...previous])];
  }
}

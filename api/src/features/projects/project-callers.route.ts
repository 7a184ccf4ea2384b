import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  changedFields,
  ProjectEvents,
  type ProjectEvent,
  type ProjectTeamChanged,
  type RecordedEvent,
} from '@dealbook/contracts';
import { ChangeRoutes, type ChangeRoute } from '../../platform/realtime/change-routes.js';

/**
 * An external caller taken off a project may no longer follow its room: their open consoles are
 * re-checked when the project's team changes, before anything later on the project is pushed.
 */
@Injectable()
export class ProjectCallersRoute implements ChangeRoute<ProjectEvent>, OnModuleInit {
  readonly eventTypes = ['ProjectTeamChanged'] as const;

  constructor(@Inject(ChangeRoutes) private readonly routes: ChangeRoutes) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  accessChangedFor(event: RecordedEvent<ProjectEvent>): string[] {
    if (event.type !== 'ProjectTeamChanged') return [];
    const { externalCallers: callers } = changedFields(ProjectEvents, event) as ProjectTeamChanged['data']['changes'];
    return callers ? callers.from.filter((id) => !callers.to.includes(id)) : [];
  }
}

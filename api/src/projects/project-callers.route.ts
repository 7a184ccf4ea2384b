import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ProjectEvent, RecordedEvent } from '@dealbook/contracts';
import { ChangeRoutes, type ChangeRoute } from '../realtime/change-routes.js';

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
    const callers = event.data.changes.externalCallers;
    return callers ? callers.from.filter((id) => !callers.to.includes(id)) : [];
  }
}

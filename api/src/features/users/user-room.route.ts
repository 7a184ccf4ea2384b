import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { UserEventTypes, userRoom, type RecordedEvent, type UserEvent } from '@dealbook/contracts';
import { findUserDocumentById, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ChangeRoutes, type ChangeRoute, type Delivery } from '../../platform/realtime/change-routes.js';

/**
 * A user's changes reach their own room `user:<id>`, where their other tabs listen (recently
 * viewed, settings, profile). What they viewed is theirs alone: not pushed to the staff's user
 * list and record rooms. Deactivation, deletion, a new role and a removed team item change what
 * the user's open sockets may still hear.
 */
@Injectable()
export class UserRoomRoute implements ChangeRoute<UserEvent>, OnModuleInit {
  readonly eventTypes = UserEventTypes;

  constructor(
    @Inject(ChangeRoutes) private readonly routes: ChangeRoutes,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  /** The catalogue's changes, except that a view sends the whole list, as the other tabs show it. */
  async deliveries(event: RecordedEvent<UserEvent>): Promise<Delivery[]> {
    const rooms = [userRoom(event.data.userId)];
    if (event.type !== 'RecordViewed') return [{ rooms }];
    const user = await findUserDocumentById(this.db, event.data.userId);
    return [
      { rooms, changes: { recentlyViewedItems: { from: null, to: user?.userSettings.recentlyViewedItems ?? [] } } },
    ];
  }

  isPrivate(event: RecordedEvent<UserEvent>): boolean {
    return event.type === 'RecordViewed';
  }

  accessChangedFor(event: RecordedEvent<UserEvent>): string[] {
    switch (event.type) {
      case 'UserActivationChanged':
      case 'UserRoleChanged':
      case 'UserDeleted':
      case 'TeamMemberItemRemoved':
        return [event.data.userId];
      // A client given another company follows its portal room at once (the re-check joins it).
      case 'TeamMemberItemAdded':
        return event.data.list === 'companies' ? [event.data.userId] : [];
      default:
        return [];
    }
  }
}

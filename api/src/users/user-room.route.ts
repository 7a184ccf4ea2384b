import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { UserEventTypes, userRoom, type ChangeMessage, type RecordedEvent, type UserEvent } from '@dealbook/contracts';
import { findUserDocumentById, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../infra/database/tokens.js';
import { ChangeRoutes, type ChangeRoute, type Delivery } from '../realtime/change-routes.js';

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

  async deliveries(event: RecordedEvent<UserEvent>): Promise<Delivery[]> {
    return [{ rooms: [userRoom(event.data.userId)], changes: await this.changesOf(event) }];
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
      default:
        return [];
    }
  }

  /** What the user's other tabs learn of the change: field -> {from, to}, lists by name. */
  private async changesOf(event: RecordedEvent<UserEvent>): Promise<ChangeMessage['changes']> {
    switch (event.type) {
      case 'UserProfileUpdated':
      case 'UserSettingsChanged':
        return event.data.changes;
      case 'UserRoleChanged':
        return { role: { from: event.data.from, to: event.data.to } };
      case 'UserActivationChanged':
        return { isActive: { from: event.data.from, to: event.data.to } };
      case 'TeamMemberItemAdded':
      case 'TeamMemberItemRemoved':
        return { [event.data.list]: { from: null, to: null } };
      case 'RecordViewed': {
        const user = await findUserDocumentById(this.db, event.data.userId);
        return { recentlyViewedItems: { from: null, to: user?.userSettings.recentlyViewedItems ?? [] } };
      }
      case 'UserRegistered':
      case 'UserInvited':
      case 'UserDeleted':
        return {};
    }
  }
}

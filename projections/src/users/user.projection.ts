import type { Kysely } from 'kysely';
import type { RecordedEvent, UserEvent } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { Projection } from '../runner/projection.js';

export const userProjection: Projection = {
  name: 'users',
  eventTypes: ['UserRegistered'],
  tables: ['users'],
  async apply(db: Kysely<ReadModelDatabase>, recorded: RecordedEvent): Promise<void> {
    const event = recorded as RecordedEvent<UserEvent>;
    switch (event.type) {
      case 'UserRegistered': {
        const data = event.data;
        const row = {
          id: data.userId,
          email: data.email,
          first_name: data.firstName,
          last_name: data.lastName,
          role: data.role,
          version: event.streamVersion,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        };
        await db
          .insertInto('users')
          .values(row)
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet({
                email: row.email,
                first_name: row.first_name,
                last_name: row.last_name,
                role: row.role,
                version: row.version,
                updated_at: row.updated_at,
              })
              .where('users.version', '<', row.version),
          )
          .execute();
        return;
      }
    }
  },
};

import pg from 'pg';
import { parseStreamId } from '@dealbook/contracts';
import { connectDatabase } from '../../database/connect.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import { createTestDatabase } from '../../../../../test/support/test-database.js';
import { migrateEventStore } from './event-store.schema.js';
import { PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { PersonalDataProtection } from '../personal-data/personal-data-protection.js';
import { PostgresEventStore } from './postgres-event-store.js';

describeEventStoreContract(
  'PostgreSQL',
  async () => {
    const database = await createTestDatabase('event_store');
    const connection = connectDatabase(database.url, 20);
    await migrateEventStore(connection.db);
    // As the product builds it: the contract holds with each person's data sealed.
    const keys = new PersonalDataKeys(connection.pool);
    const store = new PostgresEventStore(connection.db, connection.pool, {
      pollIntervalMs: 200,
      personalData: new PersonalDataProtection(keys),
    });
    const held: pg.Client[] = [];
    return {
      store,
      async holdAppendOpen(streamId, events) {
        const client = new pg.Client({ connectionString: database.url });
        held.push(client);
        await client.connect();
        await client.query('begin');
        const payload = events.map((e) => ({
          event_id: e.eventId,
          type: e.type,
          schema_version: e.schemaVersion,
          data: e.data,
          metadata: e.metadata,
        }));
        await client.query('select * from dealbook_append($1, $2, $3, $4::jsonb)', [
          streamId,
          parseStreamId(streamId).type,
          -1,
          JSON.stringify(payload),
        ]);
        return {
          commit: async () => {
            await client.query('commit');
            await client.end();
          },
        };
      },
      async close() {
        for (const client of held) await client.end().catch(() => undefined);
        await store.close();
        await keys.close();
        await connection.close();
        await database.drop();
      },
    };
  },
  { lateCommits: true },
);

import { connectDatabase } from '../infra/database/connect.js';
import { migrateEventStore } from '../infra/event-store/postgres/event-store.schema.js';
import { PersonalDataKeys } from '../infra/event-store/personal-data/personal-data-keys.js';
import { countUnsealedEvents, sealLoggedEvents } from '../infra/event-store/personal-data/seal-logged-events.js';
import { loadConfig } from '../kernel/config/app-config.js';
import { BackupError } from './backup-format.js';
import { openSourceDatabase } from './cli-database.js';
import { runCli, showRows } from './cli-run.js';

const usage = `Usage: npm run privacy:seal-log [-- --check]
  Seals the personal data of events written before the log sealed it (issue 37): each person's
  fields in those events are rewritten encrypted with their own key, so that erasing the person
  leaves no readable copy in the log. Runs once per installation, on the database npm start uses
  (DATABASE_URL, else the embedded one in DATA_DIR); the app may go on running. --check only
  counts the events still holding personal data in clear.`;

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  if (args.some((arg) => arg !== '--check')) throw new BackupError(usage, 2);
  const config = loadConfig();
  if (config.eventStore.kind === 'kurrentdb') {
    throw new BackupError(
      'EVENT_STORE=kurrentdb: KurrentDB events cannot be rewritten in place. Events appended since this version are sealed; older ones stay as written until their streams are copied (see docs/architecture.md, "A person\'s data in the log").',
      2,
    );
  }
  const database = await openSourceDatabase(config);
  const connection = connectDatabase(database.url, 2);
  const keys = new PersonalDataKeys(connection.pool);
  try {
    await migrateEventStore(connection.db);
    const before = await countUnsealedEvents(connection.pool);
    if (args.includes('--check')) {
      console.log(`${before} events in ${database.description} hold personal data in clear.`);
      return;
    }
    console.log(`Sealing ${before} events in ${database.description}`);
    const sealed = await sealLoggedEvents(connection.pool, keys, (count) => showRows('events', count));
    console.log(
      `\nSealed ${sealed} events; ${await countUnsealedEvents(connection.pool)} hold personal data in clear.`,
    );
  } finally {
    await keys.close();
    await connection.close();
    await database.close();
  }
});

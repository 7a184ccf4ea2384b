import { describeEventStoreContract } from '../event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

// Runs by `npm run test:kurrentdb` only. Without a server there is nothing to test, and a suite
// that quietly skipped would read as a pass: so it fails instead.
const url = process.env.KURRENTDB_URL;
if (!url) {
  throw new Error(
    'KURRENTDB_URL is not set: the KurrentDB suite needs a reachable server, e.g. ' +
      'KURRENTDB_URL="kurrentdb://localhost:2113?tls=false" npm run test:kurrentdb',
  );
}

// No holdAppendOpen: the contract's late-commit case (b) does not apply. KurrentDB gives an event
// its $all position when it commits, so no reader can pass an event that commits later.
describeEventStoreContract(
  'KurrentDB',
  async () => {
    const store = new KurrentDbEventStore(url, { retryDelayMs: 200 });
    return { store, close: () => store.close() };
  },
  { lateCommits: false },
);

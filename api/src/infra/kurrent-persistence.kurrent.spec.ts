import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFieldsSchema } from '@dealbook/contracts';
import { findCompanyById, projections } from '@dealbook/projections';
import { companyDecider } from '../features/companies/company.decider.js';
import { Commands } from '../kernel/event-sourcing/commands.js';
import { openKurrentPersistence, type KurrentPersistence } from './kurrent-persistence.js';
import { newId } from '../kernel/ids.js';

// Runs by `npm run test:kurrentdb` only; without a server it fails rather than skip.
const kurrentDbUrl = process.env.KURRENTDB_URL;
if (!kurrentDbUrl) {
  throw new Error(
    'KURRENTDB_URL is not set: the KurrentDB suite needs a reachable server, e.g. ' +
      'KURRENTDB_URL="kurrentdb://localhost:2113?tls=false" npm run test:kurrentdb',
  );
}

const startupMs = 180_000;
const dataDirs: string[] = [];
const opened: KurrentPersistence[] = [];

/** Read models in a fresh embedded PostgreSQL, the log in the shared KurrentDB. */
async function open(): Promise<KurrentPersistence> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dealbook-kurrent-'));
  dataDirs.push(dataDir);
  const persistence = await openKurrentPersistence({ kurrentDbUrl: kurrentDbUrl!, dataDir, log: () => undefined });
  opened.push(persistence);
  return persistence;
}

let first: KurrentPersistence;
const companyId = newId();

beforeAll(async () => {
  first = await open();
}, startupMs);

afterAll(async () => {
  for (const persistence of opened) await persistence.close();
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
}, startupMs);

describe('persistence with the log in KurrentDB and catch-up read models', () => {
  it('shows a registered company in the read model as soon as the command returns', async () => {
    await new Commands(first.store).execute(companyDecider, {
      command: {
        type: 'RegisterCompany',
        companyId,
        fields: companyFieldsSchema.parse({ companyName: 'Glebe Street Bakery Ltd' }),
      },
      metadata: { actorId: null, correlationId: newId() },
      expectedVersion: 0,
    });
    expect(await findCompanyById(first.db, companyId)).toMatchObject({
      companyName: 'Glebe Street Bakery Ltd',
      version: 1,
    });
    expect(first.store.kind).toBe('kurrentdb');
  });

  it('reports every projection in catch-up mode with no lag once it has applied the log', async () => {
    const head = await first.store.head();
    expect(await first.waitForProjections(head!, 5_000)).toBe(true);
    expect(await first.projectionStatus()).toEqual(
      projections.map((p) => ({ name: p.name, mode: 'catch-up', lag: 0 })),
    );
  });

  it(
    'builds a fresh read-model database from the log before it opens',
    async () => {
      const second = await open();
      expect(await findCompanyById(second.db, companyId)).toMatchObject({ companyName: 'Glebe Street Bakery Ltd' });
    },
    startupMs,
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changes, moves, streamId, WrongExpectedVersion, type DomainEvent, type EventStore } from '@dealbook/contracts';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import { DomainError } from '../errors/domain-error.js';
import type { Decider } from './decider.js';
import { executeCommand } from './execute-command.js';
import { newId } from '../ids.js';

/**
 * The write path's remembered states (FoldedStates) on the real store: a command on a stream this
 * process just folded is decided without reading it, and every way that guess can be wrong —
 * another writer got in, it would refuse, it would change nothing, the caller saw another
 * version — ends in a read and the answer the stored state deserves.
 */
type SignEvent =
  | DomainEvent<'SignPainted', { from: string; to: string }>
  | DomainEvent<'SignCovered', Record<string, never>>
  | DomainEvent<'SignUncovered', Record<string, never>>;
type SignCommand = ({ type: 'Paint'; text: string } | { type: 'Cover' } | { type: 'Uncover' }) & { stream: string };
interface SignState {
  text: string;
  covered: boolean;
}

const signDecider: Decider<SignState, SignCommand, SignEvent> = {
  events: {
    SignPainted: moves('text'),
    SignCovered: changes(() => ({ covered: { from: false, to: true } })),
    SignUncovered: changes(() => ({ covered: { from: true, to: false } })),
  },
  streamIdOf: (command) => command.stream,
  initialState: { text: '', covered: false },
  evolve(state, event) {
    switch (event.type) {
      case 'SignPainted':
        return { ...state, text: event.data.to };
      case 'SignCovered':
        return { ...state, covered: true };
      case 'SignUncovered':
        return { ...state, covered: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Paint':
        if (state.covered) throw new DomainError('conflict', 'the sign is covered');
        return state.text === command.text
          ? []
          : [{ type: 'SignPainted', data: { from: state.text, to: command.text } }];
      case 'Cover':
        return state.covered ? [] : [{ type: 'SignCovered', data: {} }];
      case 'Uncover':
        return state.covered ? [{ type: 'SignUncovered', data: {} }] : [];
    }
  },
};

let database: TestDatabase;
let persistence: Persistence;

beforeAll(async () => {
  database = await createTestDatabase('execute_command');
  persistence = await openPersistence({ databaseUrl: database.url, dataDir: '/nonexistent' });
});
afterAll(async () => {
  await persistence?.close();
  await database?.drop();
});

/** The real store under another identity (so with its own remembered states), counting reads. */
function countingStore(store: EventStore) {
  const reads: string[] = [];
  const counting = new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === 'readStream') return (id: string) => (reads.push(id), target.readStream(id));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: counting, reads };
}

type Order = SignCommand extends infer C ? (C extends unknown ? Omit<C, 'stream'> : never) : never;

const run = (store: EventStore, stream: string, command: Order, expectedVersion?: number) =>
  executeCommand(store, signDecider, {
    command: { ...command, stream } as SignCommand,
    metadata: { actorId: null, correlationId: newId() },
    expectedVersion,
  });

/** A stream this writer created (so remembers) and another writer (its own store object) shares. */
async function sharedSign() {
  const stream = streamId('sign', newId());
  const mine = countingStore(persistence.store);
  await run(mine.store, stream, { type: 'Paint', text: 'Open' }, 0);
  return { stream, mine, other: persistence.store };
}

describe('executeCommand on a stream this process folded a moment ago', () => {
  it('decides without reading the stream again', async () => {
    const { stream, mine } = await sharedSign();
    expect((await run(mine.store, stream, { type: 'Paint', text: 'Closed' })).version).toBe(2);
    expect((await run(mine.store, stream, { type: 'Paint', text: 'Open' }, 2)).version).toBe(3);
    expect(mine.reads).toEqual([]);
  });

  it('reads and decides again when another writer moved the stream on', async () => {
    const { stream, mine, other } = await sharedSign();
    await run(other, stream, { type: 'Paint', text: 'Back soon' });
    const outcome = await run(mine.store, stream, { type: 'Paint', text: 'Closed' });
    expect(outcome.version).toBe(3);
    expect(outcome.events.map((e) => e.data)).toEqual([{ from: 'Back soon', to: 'Closed' }]);
    expect(mine.reads).toEqual([stream]);
  });

  it('records the change the stored state needs when the remembered one would change nothing', async () => {
    const { stream, mine, other } = await sharedSign();
    await run(other, stream, { type: 'Paint', text: 'Closed' });
    const outcome = await run(mine.store, stream, { type: 'Paint', text: 'Open' });
    expect(outcome.events.map((e) => e.data)).toEqual([{ from: 'Closed', to: 'Open' }]);
    expect(outcome.version).toBe(3);
  });

  it('acts when only the remembered state would refuse', async () => {
    const { stream, mine, other } = await sharedSign();
    await run(mine.store, stream, { type: 'Cover' });
    await run(other, stream, { type: 'Uncover' });
    const outcome = await run(mine.store, stream, { type: 'Paint', text: 'Closed' });
    expect(outcome.version).toBe(4);
  });

  it('refuses as the stored state says when another writer made the command wrong', async () => {
    const { stream, mine, other } = await sharedSign();
    await run(other, stream, { type: 'Cover' });
    await expect(run(mine.store, stream, { type: 'Paint', text: 'Closed' })).rejects.toMatchObject({
      message: 'the sign is covered',
    });
    expect(await persistence.store.readStream(stream)).toHaveLength(2);
  });

  it('holds an If-Match to the stored version, not the remembered one', async () => {
    const { stream, mine, other } = await sharedSign();
    await run(other, stream, { type: 'Paint', text: 'Back soon' });
    // The caller saw version 2 (the other writer's): accepted although this process remembers 1.
    expect((await run(mine.store, stream, { type: 'Paint', text: 'Closed' }, 2)).version).toBe(3);
    // A caller who saw version 1 is stale, whatever was remembered.
    const stale = await run(mine.store, stream, { type: 'Paint', text: 'Open' }, 1).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(WrongExpectedVersion);
    expect(stale).toMatchObject({ actualVersion: 3 });
  });
});

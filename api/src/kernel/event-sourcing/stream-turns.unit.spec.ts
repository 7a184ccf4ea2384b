import { describe, expect, it } from 'vitest';
import type { EventStore } from '@dealbook/contracts';
import { StreamTurns } from './stream-turns.js';

const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('StreamTurns', () => {
  it('runs the commands on one stream one after another, in the order they came, and others alongside', async () => {
    const turns = StreamTurns.of({} as EventStore);
    const log: string[] = [];
    const work = (stream: string, name: string) =>
      turns.take(stream, async () => {
        log.push(`${name} starts`);
        await pause();
        log.push(`${name} ends`);
        return name;
      });
    const done = await Promise.all([work('a', 'a1'), work('a', 'a2'), work('b', 'b1'), work('a', 'a3')]);
    expect(done).toEqual(['a1', 'a2', 'b1', 'a3']);
    const onA = log.filter((line) => line.startsWith('a'));
    expect(onA).toEqual(['a1 starts', 'a1 ends', 'a2 starts', 'a2 ends', 'a3 starts', 'a3 ends']);
    // b did not wait for a's queue.
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a1 ends'));
    expect(turns.busyStreams).toBe(0);
  });

  it('gives the next command its turn after one that failed, and passes the failure to its caller', async () => {
    const turns = StreamTurns.of({} as EventStore);
    const failing = turns.take('a', () => Promise.reject(new Error('append refused')));
    const next = turns.take('a', () => Promise.resolve('decided'));
    await expect(failing).rejects.toThrow('append refused');
    await expect(next).resolves.toBe('decided');
    expect(turns.busyStreams).toBe(0);
  });
});

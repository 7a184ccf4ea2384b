import type { Socket } from 'socket.io-client';
import { listRoom, SocketEvents, type ChangeMessage } from '@dealbook/contracts';
import { connectSocket, subscribeRooms } from '../support/socket-client.js';
import { ms0, percentile, sleep, type Answer } from './load-support.js';

interface Write {
  sentAt: number;
  answeredAt: number;
}

/**
 * A socket subscribed to list rooms, as an open grid is, timing each write's push: from the
 * write's HTTP answer (and from its send) to the `change` message naming the same record and
 * version. A push that comes before the answer counts 0 ms from the answer.
 */
export class PushLatency {
  private readonly heard = new Map<string, number>();
  private readonly writes = new Map<string, Write>();
  private readonly typesHeard = new Set<string>();

  private constructor(private readonly socket: Socket) {
    socket.on(SocketEvents.change, (message: ChangeMessage) => {
      this.typesHeard.add(message.type);
      const key = `${message.type}:${message.id}:${message.version}`;
      if (!this.heard.has(key)) this.heard.set(key, performance.now());
    });
  }

  static async connect(baseUrl: string, token: string, types: string[]): Promise<PushLatency> {
    const socket = await connectSocket(baseUrl, { token });
    const ack = await subscribeRooms(socket, types.map(listRoom));
    if (ack.refused.length > 0) {
      throw new Error(
        `the socket was refused ${ack.refused.map(({ room, reason }) => `${room} (${reason})`).join(', ')}`,
      );
    }
    return new PushLatency(socket);
  }

  /** A write answered: `type` as in rooms, the record's id and the version its ETag names. */
  expect(type: string, id: string, version: number, sentAt: number, answer: Answer): void {
    if (answer.status < 200 || answer.status >= 300 || !Number.isFinite(version)) return;
    this.writes.set(`${type}:${id}:${version}`, { sentAt, answeredAt: sentAt + answer.ms });
  }

  get pending(): number {
    return [...this.writes.keys()].filter((key) => !this.heard.has(key)).length;
  }

  /** Waits until every write's push came or `ms` passed; answers whether all came. */
  async settle(ms: number): Promise<boolean> {
    const until = performance.now() + ms;
    while (this.pending > 0 && performance.now() < until) await sleep(20);
    return this.pending === 0;
  }

  /** The latencies so far, sorted: from the answer, from the send; when each push came; the writes never pushed. */
  measure() {
    const fromAnswer: number[] = [];
    const fromSend: number[] = [];
    const arrivals: number[] = [];
    let missed = 0;
    for (const [key, write] of this.writes) {
      const at = this.heard.get(key);
      if (at === undefined) {
        missed++;
        continue;
      }
      fromAnswer.push(Math.max(0, at - write.answeredAt));
      fromSend.push(at - write.sentAt);
      arrivals.push(at);
    }
    const sort = (list: number[]) => list.sort((a, b) => a - b);
    return { writes: this.writes.size, fromAnswer: sort(fromAnswer), fromSend: sort(fromSend), arrivals, missed };
  }

  /** Forgets the writes measured so far (the socket stays subscribed). */
  reset(): void {
    this.writes.clear();
  }

  /** Table rows: writes, pushes heard, missed, then p50/p95/p99/max from the answer and from the send. */
  rows(label: string): string[][] {
    const { writes, fromAnswer, fromSend, missed } = this.measure();
    const stats = (list: number[]) => [50, 95, 99].map((p) => ms0(percentile(list, p))).concat(ms0(list.at(-1) ?? NaN));
    return [
      [`${label}, from the answer`, String(writes), String(fromAnswer.length), String(missed), ...stats(fromAnswer)],
      [`${label}, from the send`, String(writes), String(fromSend.length), String(missed), ...stats(fromSend)],
    ];
  }

  static readonly header = ['push latency', 'writes', 'pushed', 'missed', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];

  close(): void {
    this.socket.disconnect();
  }
}

import { SocketEvents, type ChangeMessage, type ResumeAck, type SubscribeAck } from '@dealbook/contracts';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtimeClient.js';

type Ack = (...answer: unknown[]) => void;

/** A socket.io client socket without a server: the spec plays the server's part. */
class FakeSocket {
  connected = false;
  active = true;
  readonly sent: { event: string; body: unknown; ack: Ack; timeout: boolean }[] = [];
  private readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();

  on(event: string, listener: (...args: unknown[]) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, body: unknown, ack: Ack): this {
    this.sent.push({ event, body, ack, timeout: false });
    return this;
  }
  timeout() {
    return {
      emit: (event: string, body: unknown, ack: Ack) => this.sent.push({ event, body, ack, timeout: true }),
    };
  }
  connect(): this {
    return this;
  }
  disconnect(): this {
    return this;
  }
  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  /** The server's side: the socket connected, dropped, or was pushed a message. */
  fire(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  /** The last message of that name, taken off the list. */
  take(event: string) {
    const index = this.sent.findLastIndex((sent) => sent.event === event);
    expect(index, `no ${event} sent`).toBeGreaterThanOrEqual(0);
    return this.sent.splice(index, 1)[0]!;
  }
  answer(event: string, ack: SubscribeAck | ResumeAck): void {
    const sent = this.take(event);
    if (sent.timeout) sent.ack(null, ack);
    else sent.ack(ack);
  }
}

const change = (id: string, position?: string): ChangeMessage => ({
  type: 'company',
  id,
  version: 1,
  op: 'updated',
  changes: {},
  ...(position ? { position } : {}),
});

function setUp() {
  const socket = new FakeSocket();
  const handlers = { onChange: vi.fn(), onResync: vi.fn() };
  const client = new RealtimeClient(handlers, () => socket as unknown as Socket);
  return { socket, handlers, client };
}

describe('RealtimeClient across a reconnect', () => {
  it('resumes from the newest position heard, without refetching, when the server replays', () => {
    const { socket, handlers, client } = setUp();
    socket.fire('connect');
    client.join('list:company');
    socket.answer(SocketEvents.subscribe, { joined: ['list:company'], refused: [], position: '10/5' });
    socket.fire(SocketEvents.change, change('a', '12/1'));
    socket.fire(SocketEvents.change, change('b', '11/9')); // a duplicate of an older one, late
    socket.fire('disconnect');
    socket.fire('connect');
    const resume = socket.take(SocketEvents.resume);
    expect(resume.body).toEqual({ after: '12/1', rooms: ['list:company'] });
    expect(socket.sent.some((sent) => sent.event === SocketEvents.subscribe)).toBe(false);
    socket.fire(SocketEvents.change, change('c', '13/1'));
    resume.ack(null, { joined: ['list:company'], refused: [], resumed: 'replayed', count: 1, position: '13/1' });
    expect(handlers.onChange).toHaveBeenCalledTimes(3);
    expect(handlers.onResync).not.toHaveBeenCalled();
    socket.fire('disconnect');
    socket.fire('connect');
    expect(socket.take(SocketEvents.resume).body).toEqual({ after: '13/1', rooms: ['list:company'] });
  });

  it('refetches everything when the server answers refetch, or does not answer', () => {
    const { socket, handlers } = setUp();
    socket.fire('connect');
    socket.fire(SocketEvents.change, change('a', '5/5'));
    socket.fire('disconnect');
    socket.fire('connect');
    socket.answer(SocketEvents.resume, { joined: [], refused: [], resumed: 'refetch', reason: 'too many' });
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
    socket.fire('disconnect');
    socket.fire('connect');
    socket.take(SocketEvents.resume).ack(new Error('operation has timed out'));
    expect(handlers.onResync).toHaveBeenCalledTimes(2);
  });

  it('subscribes and refetches when it has heard no position, as before', () => {
    const { socket, handlers, client } = setUp();
    socket.fire('connect');
    client.join('list:task');
    socket.take(SocketEvents.subscribe); // no ack: no position
    socket.fire('disconnect');
    socket.fire('connect');
    expect(socket.take(SocketEvents.subscribe).body).toEqual({ rooms: ['list:task'] });
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
  });

  it('does not trust a replay cut off by another disconnect', () => {
    const { socket, handlers } = setUp();
    socket.fire('connect');
    socket.fire(SocketEvents.change, change('a', '5/5'));
    socket.fire('disconnect');
    socket.fire('connect');
    const cutOff = socket.take(SocketEvents.resume);
    socket.fire(SocketEvents.change, change('live', '9/9'));
    socket.fire('disconnect');
    socket.fire('connect');
    // The position heard since may be past what the replay had not sent yet: start over.
    expect(socket.sent.some((sent) => sent.event === SocketEvents.resume)).toBe(false);
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
    cutOff.ack(new Error('operation has timed out'));
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
  });
});

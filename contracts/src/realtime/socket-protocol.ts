/**
 * The socket.io protocol between the web app and the gateway (DESIGN §6).
 * Client -> server: `subscribe` / `unsubscribe` with `{rooms}`; the ack answers which rooms were
 * joined and which were refused. Server -> client: `change` after every commit.
 */
export const SocketEvents = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  change: 'change',
} as const;

export interface SubscribeMessage {
  rooms: string[];
}

export interface SubscribeAck {
  joined: string[];
  refused: string[];
}

export type ChangeOp = 'created' | 'updated' | 'deleted';

export interface ChangeMessage {
  /** Record type as in stream ids and rooms: 'company', 'contact', … */
  type: string;
  id: string;
  /** The record's stream version after the change. */
  version: number;
  op: ChangeOp;
  /** Field -> {from, to} for edits; empty for creation and deletion. */
  changes: Record<string, { from: unknown; to: unknown }>;
}

export const listRoom = (type: string) => `list:${type}`;
export const recordRoom = (type: string, id: string) => `record:${type}:${id}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const teamRoom = (teamId: string) => `team:${teamId}`;

export type ParsedRoom =
  | { kind: 'list'; type: string }
  | { kind: 'record'; type: string; id: string }
  | { kind: 'user'; id: string }
  | { kind: 'team'; id: string };

export function parseRoom(room: string): ParsedRoom | undefined {
  const parts = room.split(':');
  if (parts[0] === 'list' && parts.length === 2 && parts[1]) return { kind: 'list', type: parts[1] };
  if (parts[0] === 'record' && parts.length === 3 && parts[1] && parts[2])
    return { kind: 'record', type: parts[1], id: parts[2] };
  if (parts[0] === 'user' && parts.length === 2 && parts[1]) return { kind: 'user', id: parts[1] };
  if (parts[0] === 'team' && parts.length === 2 && parts[1]) return { kind: 'team', id: parts[1] };
  return undefined;
}

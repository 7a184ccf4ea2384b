import { z } from 'zod';
import type { ImportProgressMessage } from '../imports/import.js';

/**
 * The socket.io protocol between the web app and the gateway (DESIGN §6; for a client author,
 * docs/socket-protocol.md).
 * Client -> server: `subscribe` / `unsubscribe` with `{rooms}`; the ack answers which rooms were
 * joined and which were refused, each with why. `presence:editing` with `{room, editing}` says
 * whether this socket has the record's edit form open (ack `{ok}`).
 * `resume` with `{after, rooms}` after a reconnect: joins the rooms as `subscribe` does and replays
 * the changes after `after` those rooms were sent, or answers `refetch`.
 * Server -> client: `change` after every commit, with its log position; `presence` to everyone in a record room
 * whenever the set of people there, or what they are doing, changes; `import:progress` to an
 * import's record room at least once a second while its check, run or undo works.
 */
export const SocketEvents = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  /** After a reconnect: join rooms and replay the changes missed since a position (`resumeMessageSchema`). */
  resume: 'resume',
  change: 'change',
  presence: 'presence',
  presenceEditing: 'presence:editing',
  exportProgress: 'export:progress',
  /** How far an import's check, run or undo has got (`importProgressMessageSchema`), to `record:import:<id>`. */
  importProgress: 'import:progress',
} as const;

/** Most rooms one `subscribe` or `unsubscribe` may name, and the longest room name. */
export const MaxRoomsPerMessage = 200;
export const MaxRoomNameLength = 200;

/** The body of `subscribe` and `unsubscribe`: the rooms to join or leave. */
export const subscribeMessageSchema = z.object({
  rooms: z.array(z.string().max(MaxRoomNameLength)).max(MaxRoomsPerMessage),
});
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;

/**
 * Why a room of a `subscribe` or `unsubscribe` was not joined or left: `unknown room`, not a room
 * the server ever pushes to (a name outside the room grammar, a record type without rooms, an id
 * that is not a UUID); `not permitted`, a room there is but this user may not join; `not joined`,
 * an unsubscribe from a room the socket was not in.
 */
export type RoomRefusalReason = 'unknown room' | 'not permitted' | 'not joined';

export interface RefusedRoom {
  room: string;
  reason: RoomRefusalReason;
}

/**
 * The ack of `subscribe` and `unsubscribe`: the rooms joined (none for an unsubscribe) and those
 * refused, with why; `error` when the message was not `{rooms: string[]}` within the limits (then
 * nothing was joined or left).
 */
export interface SubscribeAck {
  joined: string[];
  refused: RefusedRoom[];
  error?: string;
  /**
   * When rooms were joined: the log position the server's change feed had pushed up to then.
   * Every change after it reaches the joined rooms live; a later `resume` may start from it.
   */
  position?: string;
}

/** Most events a `resume` replays: a longer gap is answered `refetch`. */
export const MaxResumeEvents = 1000;

/**
 * The body of `resume`: the rooms to (re)join, as `subscribe`, and the newest change position the
 * client has heard of (a `change`'s `position`, or a subscribe ack's).
 */
export const resumeMessageSchema = subscribeMessageSchema.extend({
  after: z.string().min(1).max(100),
});
export type ResumeMessage = z.infer<typeof resumeMessageSchema>;

/**
 * The ack of `resume`: the subscribe's answer for the rooms, and then either `replayed`, the
 * changes after `after` for the joined rooms were sent to this socket before this ack (`count` of
 * them), or `refetch`, they were not (a gap over `MaxResumeEvents`, a position this log does not
 * hold, a replay that took too long, a malformed body): refetch everything shown.
 */
export type ResumeAck = SubscribeAck &
  ({ resumed: 'replayed'; count: number } | { resumed: 'refetch'; reason: string });

export const changeOps = ['created', 'updated', 'deleted'] as const;
export type ChangeOp = (typeof changeOps)[number];

/** What one commit changed, pushed to the record's rooms (and the list, client and console rooms it concerns). */
export const changeMessageSchema = z.object({
  /** Record type as in stream ids and rooms: 'company', 'contact', … */
  type: z.string().min(1),
  id: z.string().min(1),
  /** The record's stream version after the change. */
  version: z.number().int(),
  op: z.enum(changeOps),
  /** Field -> {from, to} for edits; empty for creation and deletion. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  /**
   * Where the event sits in the log (`positionToString`); the server always sets it. Send the
   * newest one heard as `resume`'s `after` after a reconnect.
   */
  position: z.string().optional(),
  /** The X-Request-Id of the request that made the change, to trace the push to that request's logs. */
  requestId: z.string().optional(),
});
export type ChangeMessage = z.infer<typeof changeMessageSchema>;

/** One person with the record open, however many tabs they have; editing if any tab edits. */
export const presenceViewerSchema = z.object({
  _id: z.string().min(1),
  fullName: z.string(),
  editing: z.boolean(),
});
export type PresenceViewer = z.infer<typeof presenceViewerSchema>;

/** Everyone in a record room, the recipient included (the client leaves itself out). */
export const presenceMessageSchema = z.object({
  room: z.string().min(1),
  viewers: z.array(presenceViewerSchema),
});
export type PresenceMessage = z.infer<typeof presenceMessageSchema>;

export const presenceEditingMessageSchema = z.object({
  room: z.string().min(1).max(200),
  editing: z.boolean(),
});
export type PresenceEditingMessage = z.infer<typeof presenceEditingMessageSchema>;

export type PresenceEditingAck = { ok: true } | { ok: false; error: string };

/**
 * The record types that have rooms: the type of every event stream (`<type>-<id>`), whose changes
 * go to `list:<type>` and `record:<type>:<id>`. A buyer link's (issue 38) are private to its
 * purchase's and project's rooms (BuyerLinkRoute): its own rooms stay silent.
 */
export const RoomRecordTypes = [
  'attachment',
  'buyerlink',
  'communication',
  'company',
  'contact',
  'event',
  'import',
  'note',
  'payment',
  'project',
  'purchase',
  'schedule',
  'task',
  'user',
] as const;
export type RoomRecordType = (typeof RoomRecordTypes)[number];

export const listRoom = (type: string) => `list:${type}`;
export const recordRoom = (type: string, id: string) => `record:${type}:${id}`;
export const userRoom = (userId: string) => `user:${userId}`;
/** A client company's portal room: client-safe pushes about its projects (issue 14). */
export const clientRoom = (companyId: string) => `client:${companyId}`;

export type ParsedRoom =
  | { kind: 'list'; type: string }
  | { kind: 'record'; type: string; id: string }
  | { kind: 'user'; id: string }
  | { kind: 'client'; id: string };

/** Only record rooms carry presence: a list or a user room says nothing about who has what open. */
export function isRecordRoom(room: string): boolean {
  return parseRoom(room)?.kind === 'record';
}

export function parseRoom(room: string): ParsedRoom | undefined {
  const parts = room.split(':');
  if (parts[0] === 'list' && parts.length === 2 && parts[1]) return { kind: 'list', type: parts[1] };
  if (parts[0] === 'record' && parts.length === 3 && parts[1] && parts[2])
    return { kind: 'record', type: parts[1], id: parts[2] };
  if (parts[0] === 'user' && parts.length === 2 && parts[1]) return { kind: 'user', id: parts[1] };
  if (parts[0] === 'client' && parts.length === 2 && parts[1]) return { kind: 'client', id: parts[1] };
  return undefined;
}

/** Names one spreadsheet export of one tab, so its progress reaches that tab's button. */
export const exportIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'exportId must be 8 to 64 letters, digits, - or _');

/**
 * How far a spreadsheet export has got, pushed to the requesting user's room at most once a
 * second while it runs and once when it ends: rows written of `total` (the list's total, which
 * for a very long list is the planner's estimate: `totalKind`).
 */
export const exportProgressMessageSchema = z.object({
  exportId: exportIdSchema,
  rows: z.number().int().min(0),
  total: z.number().int().min(0),
  totalKind: z.enum(['exact', 'at-least', 'estimate']),
  done: z.boolean(),
});
export type ExportProgressMessage = z.infer<typeof exportProgressMessageSchema>;

/**
 * Every message the server pushes, by event name, with its body: the server emits only these
 * (typed through socket.io's `Server` generics) and the web app's socket listens for them.
 */
export interface ServerToClientEvents {
  [SocketEvents.change]: (message: ChangeMessage) => void;
  [SocketEvents.presence]: (message: PresenceMessage) => void;
  [SocketEvents.exportProgress]: (message: ExportProgressMessage) => void;
  [SocketEvents.importProgress]: (message: ImportProgressMessage) => void;
}

/** Every message a client may send, with its body and the ack the server answers it with. */
export interface ClientToServerEvents {
  [SocketEvents.subscribe]: (message: SubscribeMessage, ack: (answer: SubscribeAck) => void) => void;
  [SocketEvents.unsubscribe]: (message: SubscribeMessage, ack: (answer: SubscribeAck) => void) => void;
  [SocketEvents.resume]: (message: ResumeMessage, ack: (answer: ResumeAck) => void) => void;
  [SocketEvents.presenceEditing]: (message: PresenceEditingMessage, ack: (answer: PresenceEditingAck) => void) => void;
}

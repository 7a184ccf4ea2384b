import type { Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  clientRoom,
  companyFieldsSchema,
  CompanyEventSchemaVersions,
  laterPosition,
  listRoom,
  MaxResumeEvents,
  parsePosition,
  comparePositions,
  ProjectStatus,
  recordRoom,
  SocketEvents,
  type ChangeMessage,
  type Company,
  type Project,
  type ResumeAck,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startInstancePair, type InstancePair } from '../support/redis-pair.js';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { createCompany, createProject, updateProject } from './projects-support.js';

/**
 * No push lost for a screen that stays open across a reconnect (issue 36): a socket that drops
 * off one instance and comes back on the other sends the newest position it heard with `resume`,
 * and is sent exactly what its rooms were pushed meanwhile — what a socket that never left heard —
 * in log order, and nothing of rooms it is not in or may not see. A gap the server will not
 * replay is answered `refetch`.
 */
let pair: InstancePair;
let staffToken: string;
let clientToken: string;
let call: Call;
let watched: Company;
let unwatched: Company;
let seller: Company;
let own: Project;
let rival: Project;
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await pair?.close();
});

beforeAll(async () => {
  pair = await startInstancePair();
  const { first } = pair;
  staffToken = (await first.signIn('user')).token;
  clientToken = (await first.signIn('client')).token;
  call = first.asToken(staffToken).call;
  watched = await createCompany(call, 'Resume Watched Ltd');
  unwatched = await createCompany(call, 'Resume Unwatched Ltd');
  seller = await createCompany(call, 'Resume Seller Ltd');
  const otherSeller = await createCompany(call, 'Resume Rival Seller Ltd');
  const linked = await first
    .as('admin')
    .call(`/api/user/${first.users.client._id}`, { method: 'PUT', body: { companies: [seller._id] } });
  expect(linked.status, linked.text).toBe(200);
  own = await createProject(call, { projectName: 'Resume own sale', client: seller._id });
  rival = await createProject(call, { projectName: 'Resume rival sale', client: otherSeller._id });
});

async function connect(baseUrl: string, token: string): Promise<Socket> {
  const socket = await connectSocket(baseUrl, { token });
  sockets.push(socket);
  return socket;
}

const resume = (socket: Socket, body: unknown) =>
  socket.timeout(10_000).emitWithAck(SocketEvents.resume, body) as Promise<ResumeAck>;

/** The newest position a socket heard: its subscribe ack's, or a change's. */
function newest(ackPosition: string | undefined, received: ChangeMessage[]): string | undefined {
  return received.reduce<string | undefined>((p, m) => laterPosition(p, m.position), ackPosition);
}

const positions = (messages: ChangeMessage[]) => messages.map((m) => parsePosition(m.position ?? '')!);

describe('resume after a reconnect to another instance', () => {
  it('replays exactly what the rooms were pushed meanwhile, in log order, and nothing else', async () => {
    const { first, second } = pair;
    const rooms = [listRoom('project'), recordRoom('company', watched._id)];
    // The sockets that go away, on the first instance: staff following a list and a record, and a
    // client user in their company's portal room.
    const staff = await connect(first.baseUrl, staffToken);
    const staffAck = await subscribeRooms(staff, rooms);
    expect(staffAck.joined).toEqual(rooms);
    expect(parsePosition(staffAck.position ?? '')).toBeDefined();
    const staffHeard = collectChanges(staff);
    const client = await connect(first.baseUrl, clientToken);
    const clientAck = await subscribeRooms(client, [clientRoom(seller._id)]);
    expect(clientAck.joined).toEqual([clientRoom(seller._id)]);
    const clientHeard = collectChanges(client);
    // Witnesses on the second instance never leave: what they hear is what the others missed.
    const staffWitness = await connect(second.baseUrl, staffToken);
    expect((await subscribeRooms(staffWitness, rooms)).joined).toEqual(rooms);
    const staffWitnessed = collectChanges(staffWitness);
    const clientWitness = await connect(second.baseUrl, clientToken);
    expect((await subscribeRooms(clientWitness, [clientRoom(seller._id)])).joined).toEqual([clientRoom(seller._id)]);
    const clientWitnessed = collectChanges(clientWitness);

    // One change heard before going away, so the position is a change's.
    await updateProject(call, own._id, { projectName: 'Resume own sale, renamed' });
    await waitUntil(() => staffHeard.some((m) => m.id === own._id), 'The push before going away');
    // The witnesses hear it too (the second instance's feed may be a moment behind), and forget it.
    await waitUntil(() => staffWitnessed.some((m) => m.id === own._id), 'The witness hearing the push');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const staffAfter = newest(staffAck.position, staffHeard)!;
    const clientAfter = newest(clientAck.position, clientHeard)!;
    staff.disconnect();
    client.disconnect();
    staffWitnessed.length = 0;
    clientWitnessed.length = 0;

    // Written through the second instance while they are away.
    const secondCall = second.asToken(staffToken).call;
    const edit = async (company: Company, companyName: string) => {
      const { status, text } = await secondCall(`/api/company/${company._id}`, {
        method: 'PUT',
        body: { companyName },
      });
      expect(status, text).toBe(200);
    };
    await edit(watched, 'Resume Watched Ltd (renamed)');
    await edit(unwatched, 'Resume Unwatched Ltd (renamed)');
    const created = await createProject(secondCall, { projectName: 'Resume new sale', client: seller._id });
    await updateProject(secondCall, own._id, { status: ProjectStatus.PreparingDocs });
    await updateProject(secondCall, rival._id, { status: ProjectStatus.PreparingDocs });
    await waitUntil(
      () => staffWitnessed.some((m) => m.id === rival._id) && clientWitnessed.some((m) => 'status' in m.changes),
      'The witnesses hearing every change',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Back, on the other instance.
    const staffBack = await connect(second.baseUrl, staffToken);
    const staffReplayed = collectChanges(staffBack);
    const staffResumed = await resume(staffBack, { after: staffAfter, rooms });
    expect(staffResumed).toMatchObject({ joined: rooms, refused: [], resumed: 'replayed' });
    const clientBack = await connect(second.baseUrl, clientToken);
    const clientReplayed = collectChanges(clientBack);
    const clientResumed = await resume(clientBack, { after: clientAfter, rooms: [] });
    expect(clientResumed).toMatchObject({ joined: [], refused: [], resumed: 'replayed' });
    // Anything pushed twice would follow within moments.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(staffReplayed).toEqual(staffWitnessed);
    expect(staffResumed).toMatchObject({ count: staffReplayed.length });
    expect(staffReplayed.map((m) => m.id)).toEqual(
      expect.arrayContaining([watched._id, created._id, own._id, rival._id]),
    );
    expect(JSON.stringify(staffReplayed)).not.toContain(unwatched._id);
    expect(clientReplayed).toEqual(clientWitnessed);
    expect(clientResumed).toMatchObject({ count: clientReplayed.length });
    expect(clientReplayed.map((m) => m.id)).toEqual(expect.arrayContaining([created._id, own._id]));
    const clientText = JSON.stringify(clientReplayed);
    for (const leak of [rival._id, watched._id, unwatched._id, 'Resume']) expect(clientText).not.toContain(leak);
    for (const replayed of [staffReplayed, clientReplayed]) {
      const logOrder = positions(replayed);
      for (let i = 1; i < logOrder.length; i++)
        expect(comparePositions(logOrder[i - 1]!, logOrder[i]!)).toBeLessThan(0);
    }
    expect(comparePositions(parsePosition(staffAfter)!, positions(staffReplayed)[0]!)).toBeLessThan(0);
  });

  it('answers refetch for a position it cannot replay from, and refuses a malformed body whole', async () => {
    const { second } = pair;
    const socket = await connect(second.baseUrl, staffToken);
    const rooms = [listRoom('company')];

    const malformed = await Promise.all(
      [{ after: 12, rooms }, { rooms }, { after: '1/1', rooms: 'list:company' }, 'list:company'].map((body) =>
        resume(socket, body),
      ),
    );
    for (const answer of malformed) {
      expect(answer).toMatchObject({
        joined: [],
        refused: [],
        resumed: 'refetch',
        error: expect.stringMatching(/after/),
      });
    }

    const invalid = await resume(socket, { after: 'not a position', rooms });
    expect(invalid).toMatchObject({ joined: rooms, resumed: 'refetch', reason: 'not a log position' });
    const future = await resume(socket, { after: '999999999999/999999999999', rooms });
    expect(future).toMatchObject({ joined: rooms, resumed: 'refetch', reason: 'a position this log does not hold' });

    // A gap over the bound: more events than a resume replays.
    const before = (await subscribeRooms(socket, rooms)).position!;
    const store = second.dealbook.persistence.store;
    await store.appendMany(
      Array.from({ length: MaxResumeEvents + 1 }, (_, i) => {
        const companyId = uuidv7();
        return {
          streamId: `company-${companyId}`,
          expectedVersion: 0,
          events: [
            {
              eventId: uuidv7(),
              type: 'CompanyRegistered' as const,
              data: { companyId, fields: companyFieldsSchema.parse({ companyName: `Resume bulk ${i}` }) },
              schemaVersion: CompanyEventSchemaVersions.CompanyRegistered,
              metadata: { actorId: second.users.user._id, correlationId: uuidv7(), causationId: null },
            },
          ],
        };
      }),
    );
    const heard = collectChanges(socket);
    await waitUntil(() => heard.length > MaxResumeEvents, 'The live pushes of the batch');
    const tooFar = await resume(socket, { after: before, rooms });
    expect(tooFar).toMatchObject({
      joined: rooms,
      resumed: 'refetch',
      reason: `more than ${MaxResumeEvents} events were missed`,
    });
    // From the newest position heard, nothing is missing.
    const upToDate = await resume(socket, { after: newest(undefined, heard)!, rooms });
    expect(upToDate).toMatchObject({ resumed: 'replayed', count: 0 });
  });
});

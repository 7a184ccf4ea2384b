import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  CommunicationType,
  communicationFieldsSchema,
  type CommunicationEvent,
  type RecordRef,
} from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { communicationProjection } from './communication.projection.js';

/**
 * What the communications read model holds after a communication's events: its author and mass
 * send, the records it was logged against (each once), the columns the call reports count on
 * (type, date, outcome, action) following corrections, links and unlinks, replays changing
 * nothing, and no row once it is deleted.
 */
const database = useReadModelDatabase('communication_projection');

const logged = (
  communicationId: string,
  { links = [], massId = null }: { links?: RecordRef[]; massId?: string | null } = {},
): CommunicationEvent => ({
  type: 'CommunicationLogged',
  data: {
    communicationId,
    fields: communicationFieldsSchema.parse({
      commsType: CommunicationType.Phone,
      commsDate: '2026-01-10T09:00:00Z',
      content: 'No answer',
      outcome: 'Called but no response',
      action: CommunicationAction.TryToCallAgain,
    }),
    links,
    massId,
  },
});

async function communicationRow(communicationId: string) {
  return database()
    .selectFrom('communications')
    .select(['version', 'doc', 'comms_date', 'comms_type', 'outcome', 'action', 'created_by', 'mass_id'])
    .where('id', '=', communicationId)
    .executeTakeFirst();
}

describe('communications projection', () => {
  it('records the author, the mass send and each record it was logged against once', async () => {
    const communicationId = randomUUID();
    const author = randomUUID();
    const massId = randomUUID();
    const [purchase, company] = [randomUUID(), randomUUID()];
    const links: RecordRef[] = [
      { type: 'purchase', id: purchase },
      { type: 'company', id: company },
      { type: 'purchase', id: purchase },
    ];
    await projectionSpec(database(), communicationProjection, { actorId: author }).given(
      `communication-${communicationId}`,
      logged(communicationId, { links, massId }),
    );
    expect(await communicationRow(communicationId)).toMatchObject({
      version: 1,
      created_by: author,
      mass_id: massId,
      comms_type: CommunicationType.Phone,
      comms_date: '2026-01-10T09:00:00.000Z',
      doc: { content: 'No answer', purchases: [purchase], companies: [company], projects: [] },
    });
  });

  it('follows corrections of the call into the columns the reports count on; a replay changes nothing', async () => {
    const communicationId = randomUUID();
    const spec = projectionSpec(database(), communicationProjection);
    await spec.given(
      `communication-${communicationId}`,
      logged(communicationId),
      {
        type: 'CommunicationUpdated',
        data: {
          communicationId,
          changes: {
            commsType: { from: CommunicationType.Phone, to: CommunicationType.Meeting },
            commsDate: { from: '2026-01-10T09:00:00.000Z', to: '2026-01-09T15:00:00.000Z' },
            content: { from: 'No answer', to: 'Met at the office' },
          },
        },
      },
      {
        type: 'CommunicationOutcomeChanged',
        data: {
          communicationId,
          from: { outcome: 'Called but no response', action: CommunicationAction.TryToCallAgain },
          to: { outcome: 'Spoke to Contact - Successful call', action: CommunicationAction.FurtherCallBooked },
        },
      },
    );
    const corrected = await communicationRow(communicationId);
    expect(corrected).toMatchObject({
      version: 3,
      comms_type: CommunicationType.Meeting,
      comms_date: '2026-01-09T15:00:00.000Z',
      outcome: 'Spoke to Contact - Successful call',
      action: CommunicationAction.FurtherCallBooked,
      doc: { content: 'Met at the office' },
    });
    await spec.replayAll();
    expect(await communicationRow(communicationId)).toEqual(corrected);
  });

  it('gains and loses records by link and unlink', async () => {
    const communicationId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    await projectionSpec(database(), communicationProjection).given(
      `communication-${communicationId}`,
      logged(communicationId),
      { type: 'CommunicationLinked', data: { communicationId, to: { type: 'project', id: first } } },
      { type: 'CommunicationLinked', data: { communicationId, to: { type: 'project', id: second } } },
      { type: 'CommunicationUnlinked', data: { communicationId, from: { type: 'project', id: first } } },
    );
    expect((await communicationRow(communicationId))?.doc).toMatchObject({ projects: [second] });
  });

  it('removes a deleted communication, and it stays gone on replay', async () => {
    const communicationId = randomUUID();
    const spec = projectionSpec(database(), communicationProjection);
    await spec.given(`communication-${communicationId}`, logged(communicationId), {
      type: 'CommunicationDeleted',
      data: { communicationId, links: [] },
    });
    expect(await communicationRow(communicationId)).toBeUndefined();
    await spec.replayAll();
    expect(await communicationRow(communicationId)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/contracts';
import { toChangeMessage } from './change-message.js';

const projectId = '0193a000-0000-7000-8000-0000000000bb';

function projectEvent(type: string, data: unknown): RecordedEvent {
  return {
    eventId: 'e',
    streamId: `project-${projectId}`,
    streamVersion: 7,
    position: { commit: 1n, prepare: 1n },
    type,
    schemaVersion: 1,
    data,
    metadata: { actorId: null, correlationId: 'c', causationId: null },
    recordedAt: new Date(),
  };
}

describe('toChangeMessage for transition events', () => {
  it('names the status a kanban card moves between, from the {from, to} payload alone', () => {
    expect(toChangeMessage(projectEvent('ProjectStatusChanged', { projectId, from: 1, to: 3 }))).toEqual({
      type: 'project',
      id: projectId,
      version: 7,
      op: 'updated',
      changes: { status: { from: 1, to: 3 } },
      position: '1/1',
    });
    const moved = (type: string) => toChangeMessage(projectEvent(type, { projectId, from: 2, to: 5 }))?.changes;
    expect(moved('OpportunityStatusChanged')).toEqual({ opportunityStatus: { from: 2, to: 5 } });
    expect(moved('DealStatusChanged')).toEqual({ dealStatus: { from: 2, to: 5 } });
  });

  it('says a project moved between the opportunity and deal boards', () => {
    const converted = projectEvent('ProjectConvertedToDeal', { projectId, from: false, to: true, dealStatus: 7 });
    expect(toChangeMessage(converted)?.changes).toEqual({ isDeal: { from: false, to: true } });
    const returned = projectEvent('ProjectReturnedToOpportunity', { projectId, from: true, to: false });
    expect(toChangeMessage(returned)?.changes).toEqual({ isDeal: { from: true, to: false } });
  });

  it('names the money-laundering check a tick changed', () => {
    const from = { checked: false, timestamp: '2026-01-01T00:00:00.000Z' };
    const to = { checked: true, timestamp: '2026-01-02T00:00:00.000Z' };
    const ticked = projectEvent('MoneyLaunderingCheckRecorded', {
      projectId,
      check: 'moneyLaunderingChecklistSent',
      from,
      to,
    });
    expect(toChangeMessage(ticked)?.changes).toEqual({ moneyLaunderingChecklistSent: { from, to } });
  });

  it('keeps an edit’s own changes and leaves unknown transitions and registrations empty', () => {
    const changes = { owner: { from: null, to: projectId } };
    expect(toChangeMessage(projectEvent('ProjectTeamChanged', { projectId, changes }))?.changes).toEqual(changes);
    expect(toChangeMessage(projectEvent('SomethingMoved', { from: 1, to: 2 }))?.changes).toEqual({});
    expect(toChangeMessage(projectEvent('ProjectRegistered', { projectId, fields: {} }))).toMatchObject({
      op: 'created',
      changes: {},
    });
  });
});

describe('toChangeMessage op, from the event catalogue', () => {
  const event = (streamType: string, type: string): RecordedEvent => ({
    ...projectEvent(type, {}),
    streamId: `${streamType}-${projectId}`,
  });

  it('calls every creation created, whatever its verb', () => {
    const creations = [
      ['attachment', 'AttachmentUploaded'],
      ['note', 'NoteAdded'],
      ['payment', 'PaymentScheduled'],
      ['event', 'CrmEventScheduled'],
      ['user', 'UserInvited'],
      ['communication', 'CommunicationLogged'],
      ['task', 'TaskCreated'],
    ] as const;
    for (const [stream, type] of creations) expect(toChangeMessage(event(stream, type))?.op, type).toBe('created');
  });

  it('calls deletions deleted and links updated, naming the list a link changed', () => {
    expect(toChangeMessage(event('note', 'NoteDeleted'))?.op).toBe('deleted');
    const linked = toChangeMessage({
      ...event('task', 'TaskLinked'),
      data: { taskId: projectId, to: { type: 'company', id: 'c1' } },
    });
    expect(linked).toMatchObject({ op: 'updated', changes: { companies: { from: null, to: 'c1' } } });
  });
});

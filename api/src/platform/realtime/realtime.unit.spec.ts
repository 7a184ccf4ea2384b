import { describe, expect, it } from 'vitest';
import { Role, type RecordedEvent, type SessionUser } from '@dealbook/contracts';
import { toChangeMessage } from './change-message.js';
import { mayJoin } from './room-access.js';

const person = (role: number): SessionUser => ({
  _id: '0193a000-0000-7000-8000-000000000001',
  email: 'p@example.com',
  firstName: 'P',
  lastName: 'Q',
  fullName: 'P Q',
  role,
});
const recordId = '0193a000-0000-7000-8000-0000000000aa';

describe('mayJoin', () => {
  it('lets staff follow lists and records, hierarchically', () => {
    for (const role of [Role.user, Role.manager, Role.admin, Role.superadmin]) {
      expect(mayJoin(person(role), 'list:company')).toBe(true);
      expect(mayJoin(person(role), `record:company:${recordId}`)).toBe(true);
    }
  });

  it('keeps clients and external users to their own user room', () => {
    for (const role of [Role.client, Role.external]) {
      expect(mayJoin(person(role), 'list:company')).toBe(false);
      expect(mayJoin(person(role), `record:company:${recordId}`)).toBe(false);
      expect(mayJoin(person(role), `user:${person(role)._id}`)).toBe(true);
    }
  });

  it("refuses another user's room, team rooms and malformed names", () => {
    const admin = person(Role.superadmin);
    for (const room of [`user:${recordId}`, 'team:sales', 'record:company:123', 'list:Company', 'list:', 'company']) {
      expect(mayJoin(admin, room), room).toBe(false);
    }
  });
});

function event(type: string, data: unknown, streamId = `company-${recordId}`): RecordedEvent {
  return {
    eventId: 'e',
    streamId,
    streamVersion: 4,
    position: { commit: 1n, prepare: 1n },
    type,
    schemaVersion: 1,
    data,
    metadata: { actorId: null, correlationId: 'c', causationId: null },
    recordedAt: new Date(),
  };
}

describe('toChangeMessage', () => {
  it('names the record from the stream and the operation from the event type', () => {
    expect(toChangeMessage(event('CompanyRegistered', { fields: {} }))).toEqual({
      type: 'company',
      id: recordId,
      version: 4,
      op: 'created',
      changes: {},
      position: '1/1',
    });
    expect(toChangeMessage(event('TaskCreated', {}))?.op).toBe('created');
    expect(toChangeMessage(event('CommunicationLogged', {}))?.op).toBe('created');
    expect(toChangeMessage(event('CompanyDeleted', {}))?.op).toBe('deleted');
    expect(toChangeMessage(event('CompanyRoleFlagsChanged', {}))?.op).toBe('updated');
  });

  it('carries the field changes of an edit, and nothing else', () => {
    const changes = { city: { from: 'York', to: 'Leeds' } };
    expect(toChangeMessage(event('CompanyUpdated', { changes }))?.changes).toEqual(changes);
    expect(toChangeMessage(event('CompanyUpdated', { changes: ['x'] }))?.changes).toEqual({});
    expect(toChangeMessage(event('CompanyUpdated', null))?.changes).toEqual({});
  });

  it('names the purchase field a console tick, stage or outcome moved', () => {
    const from = { checked: false, timestamp: '2026-01-01T00:00:00.000Z' };
    const to = { checked: true, timestamp: '2026-01-02T00:00:00.000Z' };
    const purchase = (type: string, data: object) =>
      toChangeMessage(event(type, data, `purchase-${recordId}`))?.changes;
    expect(purchase('PurchaseNdaSigned', { from, to })).toEqual({ signedNDA: { from, to } });
    expect(purchase('PurchaseMilestoneCleared', { milestone: 'sentIM', from: to, to: from })).toEqual({
      sentIM: { from: to, to: from },
    });
    expect(purchase('PurchaseStageChanged', { from: 'Teaser', to: 'NDA', step: {} })).toEqual({
      currentStage: { from: 'Teaser', to: 'NDA' },
    });
    const outcome = { from: { outcome: null, action: null }, to: { outcome: 'Called but no response', action: 4 } };
    expect(
      toChangeMessage(event('CommunicationOutcomeChanged', outcome, `communication-${recordId}`))?.changes,
    ).toEqual({
      outcome,
    });
  });

  it('skips a stream whose id names no record', () => {
    expect(toChangeMessage(event('Something', {}, 'orphan'))).toBeUndefined();
  });
});

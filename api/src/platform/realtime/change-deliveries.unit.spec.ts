import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/contracts';
import { accessNarrowedBy, changeDeliveries, pushedMessage } from './change-deliveries.js';
import type { ChangeRoute } from './change-routes.js';

const companyId = '0190a0b0-0000-7000-8000-000000000001';
const projectId = '0190a0b0-0000-7000-8000-000000000002';

function event(via?: string): RecordedEvent {
  return {
    eventId: 'e',
    streamId: `company-${companyId}`,
    streamVersion: 3,
    position: { commit: 7n, prepare: 9n },
    type: 'CompanyUpdated',
    schemaVersion: 1,
    data: { companyId, changes: { city: { from: 'York', to: 'Leeds' } } },
    metadata: { actorId: null, correlationId: 'c', causationId: null, ...(via ? { via } : {}) },
    recordedAt: new Date(),
  } as RecordedEvent;
}

const route = (extra: Partial<ChangeRoute>): ChangeRoute => ({ eventTypes: ['CompanyUpdated'], ...extra });

describe('changeDeliveries: the one routing of the live feed and of a resume', () => {
  it("sends an event to its record's and list's rooms, with its position", async () => {
    const routed = await changeDeliveries([], event(), () => undefined);
    expect(routed?.deliveries).toEqual([{ rooms: [`record:company:${companyId}`, 'list:company'] }]);
    expect(routed?.message).toMatchObject({ type: 'company', id: companyId, version: 3, position: '7/9' });
    expect(routed?.bulkList).toBeUndefined();
  });

  it("leaves a bulk operation's list room apart, to be coalesced", async () => {
    const routed = await changeDeliveries([], event('import'), () => undefined);
    expect(routed?.deliveries).toEqual([{ rooms: [`record:company:${companyId}`] }]);
    expect(routed?.bulkList).toBe('list:company');
  });

  it("sends a private event only to its routes' rooms, with what each may see", async () => {
    const routes = [
      route({
        isPrivate: () => true,
        deliveries: () => [{ rooms: ['user:u1'] }, { rooms: [], changes: {} }],
      }),
      route({ deliveries: () => [{ rooms: ['client:c1'], changes: {}, about: { type: 'project', id: projectId } }] }),
    ];
    const routed = await changeDeliveries(routes, event('import'), () => undefined);
    expect(routed?.bulkList).toBeUndefined();
    expect(routed?.deliveries.map((d) => d.rooms)).toEqual([['user:u1'], ['client:c1']]);
    const portal = pushedMessage(routed!.message, routed!.deliveries[1]!);
    expect(portal).toMatchObject({ type: 'project', id: projectId, changes: {}, position: '7/9' });
  });

  it('reports a route whose lookup fails and keeps the others', async () => {
    const errors: string[] = [];
    const routes = [
      route({
        deliveries: () => {
          throw new Error('down');
        },
      }),
      route({ deliveries: async () => [{ rooms: ['client:c2'] }] }),
    ];
    const routed = await changeDeliveries(routes, event(), (step) => errors.push(step));
    expect(errors).toEqual(['rooms lookup']);
    expect(routed?.deliveries.map((d) => d.rooms)).toContainEqual(['client:c2']);
  });

  it('names nothing for a stream that is no record', async () => {
    expect(await changeDeliveries([], { ...event(), streamId: 'nonsense' } as RecordedEvent, () => undefined)).toBe(
      undefined,
    );
  });

  it('gathers the users whose access an event narrowed, each once', () => {
    const routes = [route({ accessChangedFor: () => ['a', 'b'] }), route({ accessChangedFor: () => ['b'] }), route({})];
    expect(accessNarrowedBy(routes, event())).toEqual(['a', 'b']);
  });
});

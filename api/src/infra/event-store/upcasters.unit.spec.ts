import type { RecordedEvent } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { UpcasterRegistry } from './upcasters.js';

const stored = (type: string, schemaVersion: number, data: unknown) =>
  ({
    eventId: 'e1',
    streamId: 'company-1',
    streamVersion: 1,
    position: { commit: 1n, prepare: 1n },
    type,
    schemaVersion,
    data,
    metadata: { actorId: null, correlationId: 'c', causationId: null },
    recordedAt: new Date(0),
  }) as RecordedEvent;

describe('upcasters (schema evolution on read)', () => {
  const registry = new UpcasterRegistry([
    { type: 'CompanyRegistered', fromVersion: 1, upcast: (d) => ({ ...(d as object), telephone: '' }) },
    {
      type: 'CompanyRegistered',
      fromVersion: 2,
      upcast: ({ name, ...rest }: { name: string }) => ({ ...rest, companyName: name }),
    },
  ]);

  it('lifts an old payload through every step to the newest version', () => {
    const event = registry.upcast(stored('CompanyRegistered', 1, { name: 'Acme' }));
    expect(event.schemaVersion).toBe(3);
    expect(event.data).toEqual({ companyName: 'Acme', telephone: '' });
  });

  it('leaves current payloads and other event types untouched', () => {
    const current = stored('CompanyRegistered', 3, { companyName: 'Acme' });
    expect(registry.upcast(current)).toBe(current);
    const other = stored('CompanyDeleted', 1, { companyId: '1' });
    expect(registry.upcast(other)).toBe(other);
  });

  it('refuses two upcasters for the same type and version', () => {
    const twice = { type: 'X', fromVersion: 1, upcast: (d: unknown) => d };
    expect(() => new UpcasterRegistry([twice, twice])).toThrow('Two upcasters for X@1');
  });
});

import { describe, expect, it } from 'vitest';
import type { NewEvent } from '@dealbook/contracts';
import { eventUpcasters } from '../event-upcasters.js';
import { firstKeys, newPersonalKey, openPayload, sealPayload } from '../personal-data/sealed-parts.js';
import { UpcasterRegistry } from '../upcasters.js';
import {
  metadataFor,
  readMetadata,
  toEventData,
  toRecordedEvent,
  type StoredKurrentEvent,
} from './kurrentdb-event-mapping.js';

const actorId = '01936f3a-0000-7000-8000-000000000001';
const correlationId = '01936f3a-0000-7000-8000-000000000002';
const causationId = '01936f3a-0000-7000-8000-000000000003';
const eventId = '01936f3a-0000-7000-8000-000000000004';

function newEvent(overrides: Partial<NewEvent> = {}): NewEvent {
  return {
    eventId,
    type: 'CompanyRenamed',
    data: { companyId: 'c-1', changes: { companyName: { from: 'Old', to: 'New' } } },
    schemaVersion: 2,
    metadata: { actorId, correlationId, causationId },
    ...overrides,
  } as NewEvent;
}

/** What the server hands back for an appended event: data and metadata went over the wire as JSON. */
function storedFrom(event: NewEvent, revision: bigint, position = { commit: 900n, prepare: 880n }): StoredKurrentEvent {
  const data = toEventData(event);
  return {
    id: data.id,
    streamId: 'company-c-1',
    revision,
    type: data.type,
    data: JSON.parse(JSON.stringify(data.data)),
    metadata: JSON.parse(JSON.stringify(data.metadata)),
    created: new Date('2026-03-01T10:00:00Z'),
    position,
  };
}

describe('KurrentDB event metadata', () => {
  it("writes correlation and causation under the server's $correlationId and $causationId", () => {
    expect(metadataFor(newEvent())).toEqual({
      $correlationId: correlationId,
      $causationId: causationId,
      actorId,
      schemaVersion: '2',
    });
  });

  it('writes only string values and leaves out what is null', () => {
    const written = metadataFor(newEvent({ metadata: { actorId: null, correlationId, causationId: null } }));
    expect(written).toEqual({ $correlationId: correlationId, schemaVersion: '2' });
    for (const value of Object.values(written)) expect(typeof value).toBe('string');
  });

  it('reads back exactly what it wrote, nulls included', () => {
    for (const metadata of [
      { actorId, correlationId, causationId },
      { actorId: null, correlationId, causationId: null },
    ]) {
      const event = newEvent({ metadata, schemaVersion: 3 });
      const wire = JSON.parse(JSON.stringify(metadataFor(event)));
      expect(readMetadata(wire, eventId)).toEqual({ metadata, schemaVersion: 3 });
    }
  });

  it('reads events other tools wrote: own correlation, no actor or cause, schema version 1', () => {
    const foreign = { metadata: { actorId: null, correlationId: eventId, causationId: null }, schemaVersion: 1 };
    expect(readMetadata(undefined, eventId)).toEqual(foreign);
    expect(readMetadata(new Uint8Array([1, 2, 3]), eventId)).toEqual(foreign);
    expect(readMetadata({ schemaVersion: 'x', actorId: 7 }, eventId)).toEqual(foreign);
    expect(readMetadata({ correlationId, causationId, schemaVersion: 4 }, eventId)).toEqual({
      metadata: { actorId: null, correlationId, causationId },
      schemaVersion: 4,
    });
  });
});

describe('KurrentDB event data', () => {
  it('sends the event id as the KurrentDB event id and the payload as JSON', () => {
    const event = newEvent();
    expect(toEventData(event)).toEqual({
      id: eventId,
      contentType: 'application/json',
      type: 'CompanyRenamed',
      data: event.data,
      metadata: metadataFor(event),
    });
  });

  it('turns a stored event back into the recorded event the port describes', () => {
    const event = newEvent();
    expect(toRecordedEvent(storedFrom(event, 4n), new UpcasterRegistry())).toEqual({
      eventId,
      streamId: 'company-c-1',
      streamVersion: 5,
      position: { commit: 900n, prepare: 880n },
      type: 'CompanyRenamed',
      schemaVersion: 2,
      data: event.data,
      metadata: event.metadata,
      recordedAt: new Date('2026-03-01T10:00:00Z'),
    });
  });

  it('reads back the time an event recorded after the fact happened at, not the time of its append', () => {
    const happened = new Date('2025-12-03T14:25:00Z');
    const event = newEvent({ recordedAt: happened });
    expect(toEventData(event).metadata).toMatchObject({ recordedAt: '2025-12-03T14:25:00.000Z' });
    expect(toRecordedEvent(storedFrom(event, 0n), new UpcasterRegistry()).recordedAt).toEqual(happened);
  });

  it('lifts old payloads with the upcasters on read', () => {
    const upcasters = new UpcasterRegistry([
      { type: 'CompanyRenamed', fromVersion: 2, upcast: (data) => ({ ...(data as object), lifted: true }) },
    ]);
    const recorded = toRecordedEvent(storedFrom(newEvent(), 0n), upcasters);
    expect(recorded.schemaVersion).toBe(3);
    expect(recorded.data).toMatchObject({ companyId: 'c-1', lifted: true });
  });

  it("lifts a version 1 ReportRunFinished with the product's upcasters, as kurrent-persistence builds the store", () => {
    const v1 = newEvent({
      type: 'ReportRunFinished',
      schemaVersion: 1,
      data: { scheduleId: 's-1', dueAt: '2026-03-01T07:30:00.000Z', outcome: 'sent', rows: 4, detail: 'Sent' },
    } as Partial<NewEvent>);
    const recorded = toRecordedEvent(storedFrom(v1, 3n), new UpcasterRegistry(eventUpcasters));
    expect(recorded.schemaVersion).toBe(2);
    expect(recorded.data).toEqual({
      scheduleId: 's-1',
      dueAt: '2026-03-01T07:30:00.000Z',
      outcome: 'sent',
      rowCount: 4,
      detail: 'Sent',
    });
  });

  it("opens a person's sealed parts before the upcasters read the payload (issue 37)", () => {
    const stream = 'contact-01936f3a-0000-7000-8000-000000000009';
    const ring = new Map([[stream, firstKeys(newPersonalKey())]]);
    const written = { contactId: 'x', fullName: 'Ann Lee' };
    const sealed = newEvent({
      type: 'ContactDeleted',
      schemaVersion: 1,
      data: sealPayload('ContactDeleted', written, stream, ring),
    } as Partial<NewEvent>);
    expect(JSON.stringify(toEventData(sealed))).not.toContain('Ann Lee');
    const upcasters = new UpcasterRegistry([
      {
        type: 'ContactDeleted',
        fromVersion: 1,
        upcast: (data) => ({ ...(data as object), initials: (data as typeof written).fullName.slice(0, 1) }),
      },
    ]);
    const recorded = toRecordedEvent(storedFrom(sealed, 0n), upcasters, (type, data) => openPayload(type, data, ring));
    expect(recorded.data).toEqual({ ...written, initials: 'A' });
  });

  it('refuses an event without a log position rather than invent one', () => {
    const { position: _omitted, ...withoutPosition } = storedFrom(newEvent(), 0n);
    expect(() => toRecordedEvent(withoutPosition, new UpcasterRegistry())).toThrow(/22\.6/);
  });
});

import { everyEventCatalogue, type RecordedEvent } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { eventUpcasters, reportRunFinishedV1ToV2 } from './event-upcasters.js';
import { UpcasterRegistry } from './upcasters.js';

const recorded = (type: string, schemaVersion: number, data: unknown): RecordedEvent => ({
  eventId: 'e1',
  streamId: 'schedule-s1',
  streamVersion: 3,
  position: { commit: 1n, prepare: 1n },
  type,
  schemaVersion,
  data,
  metadata: { actorId: null, correlationId: 'c', causationId: null },
  recordedAt: new Date(0),
});

const v1 = { scheduleId: 's1', dueAt: '2026-11-23T07:30:00.000Z', outcome: 'sent', rows: 12, detail: 'Sent to helen' };
const v2 = {
  scheduleId: 's1',
  dueAt: '2026-11-23T07:30:00.000Z',
  outcome: 'sent',
  rowCount: 12,
  detail: 'Sent to helen',
};

describe("the product's upcasters", () => {
  const registry = new UpcasterRegistry(eventUpcasters);

  it('lifts a version 1 ReportRunFinished to version 2: rows is rowCount, all else as recorded', () => {
    const lifted = registry.upcast(recorded('ReportRunFinished', 1, v1));
    expect(lifted.schemaVersion).toBe(2);
    expect(lifted.data).toEqual(v2);
    expect(Object.keys(lifted.data as object)).not.toContain('rows');
  });

  it('keeps a failed run without a count as no count', () => {
    expect(reportRunFinishedV1ToV2.upcast({ ...v1, outcome: 'failed', rows: null })).toEqual({
      ...v2,
      outcome: 'failed',
      rowCount: null,
    });
  });

  it('leaves a version 2 event and the other report schedule events as they are', () => {
    const current = recorded('ReportRunFinished', 2, v2);
    expect(registry.upcast(current)).toBe(current);
    const started = recorded('ReportRunStarted', 1, { scheduleId: 's1', dueAt: v1.dueAt });
    expect(registry.upcast(started)).toBe(started);
  });

  it("lifts every event type from version 1 to its catalogue's version, one step at a time, and no further", () => {
    for (const [type, spec] of Object.entries(everyEventCatalogue)) {
      for (let version = 1; version < spec.schemaVersion; version++) {
        const step = eventUpcasters.find((u) => u.type === type && u.fromVersion === version);
        expect(step, `an upcaster for ${type}@${version} (catalogue: ${spec.schemaVersion})`).toBeDefined();
      }
    }
    for (const upcaster of eventUpcasters) {
      const spec = everyEventCatalogue[upcaster.type];
      expect(spec, `${upcaster.type} is in a catalogue`).toBeDefined();
      expect(upcaster.fromVersion).toBeLessThan(spec!.schemaVersion);
    }
  });
});

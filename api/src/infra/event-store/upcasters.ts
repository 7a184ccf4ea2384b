import type { RecordedEvent } from '@dealbook/contracts';

/** Lifts one event type's payload from `fromVersion` to `fromVersion + 1`. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown): unknown;
}

/**
 * Applied on every read, so code only ever sees the newest payload shape of each event type
 * while the log keeps what was written (DESIGN §4, schema evolution).
 */
export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) {
      const key = `${upcaster.type}@${upcaster.fromVersion}`;
      if (this.byKey.has(key)) throw new Error(`Two upcasters for ${key}`);
      this.byKey.set(key, upcaster);
    }
  }

  upcast(event: RecordedEvent): RecordedEvent {
    let current = event;
    for (;;) {
      const next = this.byKey.get(`${current.type}@${current.schemaVersion}`);
      if (!next) return current;
      current = { ...current, data: next.upcast(current.data), schemaVersion: current.schemaVersion + 1 };
    }
  }
}

import type { NewEvent, StreamAppend } from '@dealbook/contracts';
import type { FreshKeys, PersonalDataKeys } from './personal-data-keys.js';
import {
  firstKeys,
  isSealed,
  openPayload,
  sealedSubjects,
  sealPayload,
  subjectsToSeal,
  type KeyRing,
} from './sealed-parts.js';

/** Reads a stored payload back as written (its sealed parts opened, or erased). */
export type OpenPayload = (type: string, data: unknown) => unknown;

/** A payload read as stored: for a store given no protection (tests of the store alone). */
export const asStored: OpenPayload = (_type, data) => data;

const noKeysMade: FreshKeys = { subjects: [], keys: [] };

/**
 * Personal data in the log (issue 37), at the event stores' serialisation points: `seal` before
 * an append writes the payloads, `opener` before a read hands them on (and before upcasting, so
 * upcasters see payloads as their version wrote them). The same for PostgreSQL and KurrentDB.
 */
export class PersonalDataProtection {
  constructor(readonly keys: PersonalDataKeys) {}

  /** The events as the log stores them; `newStream` when this is the stream's first append. */
  async seal(streamId: string, events: readonly NewEvent[], newStream: boolean) {
    const sealed = await this.sealMany([{ streamId, expectedVersion: newStream ? 0 : 1, events: [...events] }]);
    return { events: sealed.appends[0]!.events, made: sealed.made };
  }

  /** Each append's events as the log stores them, with the keys made for people new to it. */
  async sealMany(appends: readonly StreamAppend[]): Promise<{ appends: StreamAppend[]; made: FreshKeys }> {
    const subjects = appends.flatMap((append) =>
      append.events.flatMap((event) => subjectsToSeal(event.type, event.data, append.streamId)),
    );
    if (subjects.length === 0) return { appends: [...appends], made: noKeysMade };
    const fresh = new Set(appends.filter((append) => append.expectedVersion === 0).map((append) => append.streamId));
    const { ring, made } = await this.keys.ringForSealing(subjects, fresh);
    return {
      appends: appends.map((append) => ({
        ...append,
        events: append.events.map((event) => sealed(event, append.streamId, ring)),
      })),
      made,
    };
  }

  /** Keys made by a seal whose append committed: cached, as the database now holds them. */
  remember(made: FreshKeys): void {
    made.subjects.forEach((subject, i) => this.keys.remember(subject, firstKeys(made.keys[i]!)));
  }

  /** Opens the payloads of one read: the keys they need, fetched at once, then each opened in turn. */
  async opener(payloads: readonly unknown[]): Promise<OpenPayload> {
    if (!payloads.some(isSealed)) return asStored;
    const ring: KeyRing = await this.keys.ring(payloads.flatMap(sealedSubjects));
    return (type, data) => openPayload(type, data, ring);
  }
}

function sealed<E extends NewEvent>(event: E, streamId: string, ring: KeyRing): E {
  const data = sealPayload(event.type, event.data, streamId, ring);
  return data === event.data ? event : { ...event, data };
}

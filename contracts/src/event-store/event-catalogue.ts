import { linkListField, type LinkableType } from '../links/linkable.js';
import type { DomainEvent } from './domain-event.js';
import { RedactedText, type PersonalPart } from './personal-data.js';

/** What an event does to its record: brings it into being, changes it, or ends it. */
export type RecordEffect = 'creates' | 'changes' | 'deletes';

/** Field -> {from, to}, as the socket push and the history show a change. */
export type ChangedFields = Record<string, { from: unknown; to: unknown }>;

/** What the rest of the system knows of one event type (DESIGN §3, event catalogue). */
export interface EventSpec<Data = unknown> {
  /** The version new events of this type are written with (upcasters lift older ones on read). */
  readonly schemaVersion: number;
  readonly effect: RecordEffect;
  /** The record fields the event moved; empty for a creation or a deletion. */
  changes(data: Data): ChangedFields;
  /** The parts of the payload that are about a person, sealed with their key in the log (issue 37). */
  readonly personal?: readonly PersonalPart[];
}

/**
 * Every event type of one aggregate with its spec: a mapped type over the aggregate's union, so an
 * event type added to the union and left out of its catalogue does not compile.
 */
export type EventCatalogue<E extends DomainEvent> = {
  readonly [T in E['type']]: EventSpec<Extract<E, { type: T }>['data']>;
};

const none = (): ChangedFields => ({});

/** A record's first event: it holds the record itself, no field changes. */
export const creates = (schemaVersion = 1): EventSpec => ({ schemaVersion, effect: 'creates', changes: none });

/** A record's last event. */
export const deletes = (schemaVersion = 1): EventSpec => ({ schemaVersion, effect: 'deletes', changes: none });

/** An edit carrying `{changes: {field: {from, to}}}`: those changes, fields it left alone out. */
export const edits = (schemaVersion = 1): EventSpec<{ changes: object }> => ({
  schemaVersion,
  effect: 'changes',
  changes: (data) => {
    const changed: unknown = data.changes;
    if (typeof changed !== 'object' || changed === null || Array.isArray(changed)) return {};
    return Object.fromEntries(
      Object.entries(changed as Record<string, ChangedFields[string] | undefined>).filter(
        (entry): entry is [string, ChangedFields[string]] => entry[1] !== undefined,
      ),
    );
  },
});

/** A transition `{from, to}` of one field, named here. */
export const moves = (field: string, schemaVersion = 1): EventSpec<{ from: unknown; to: unknown }> => ({
  schemaVersion,
  effect: 'changes',
  changes: (data) => ({ [field]: { from: data.from, to: data.to } }),
});

/** Any other change, with its own reading of the payload. */
export const changes = <Data>(read: (data: Data) => ChangedFields, schemaVersion = 1): EventSpec<Data> => ({
  schemaVersion,
  effect: 'changes',
  changes: read,
});

/** Linked to another record (spec §7.10): that type's list gains the id. */
export const links = (schemaVersion = 1) =>
  changes<{ to: { type: LinkableType; id: string } }>(
    (data) => ({ [linkListField[data.to.type]]: { from: null, to: data.to.id } }),
    schemaVersion,
  );

/** Unlinked from another record: that type's list loses the id. */
export const unlinks = (schemaVersion = 1) =>
  changes<{ from: { type: LinkableType; id: string } }>(
    (data) => ({ [linkListField[data.from.type]]: { from: data.from.id, to: null } }),
    schemaVersion,
  );

/** The spec, its payload's personal parts declared: the event stores seal them with their person's key. */
export const withPersonal = <Data>(spec: EventSpec<Data>, personal: readonly PersonalPart[]): EventSpec<Data> => ({
  ...spec,
  personal,
});

/**
 * The spec, its free-text fields at these paths (`fields.content`, `changes.content`, `subject`)
 * sealed with the record's own key (issue 37): text may name a person, and a redaction rotates
 * that key, so every earlier copy of the text reads as redacted in the log, the history and every
 * rebuild. A `changes.` path is an edit's {from, to}: both read as redacted.
 */
export const withFreeText = <Data>(spec: EventSpec<Data>, ...paths: readonly string[]): EventSpec<Data> =>
  withPersonal(spec, [
    ...(spec.personal ?? []),
    ...paths.map((path) => ({
      path,
      erased: path.startsWith('changes.') ? { from: RedactedText, to: RedactedText } : RedactedText,
    })),
  ]);

/** A redaction's payload: the record's free-text fields as they now read, by field. */
export interface RedactedTexts {
  texts: Record<string, string>;
}

/**
 * A record's free text redacted (issue 37): the event carries every one of `fields` as it now
 * reads, the redacted ones replaced, sealed with the record's next key, so it restores what the
 * rotation shreds from the earlier events; it never carries what the text was.
 */
export const redactsText = (fields: readonly string[], schemaVersion = 1): EventSpec<RedactedTexts> =>
  withFreeText(
    changes<RedactedTexts>(
      (data) => Object.fromEntries(Object.entries(data.texts).map(([field, to]) => [field, { from: null, to }])),
      schemaVersion,
    ),
    ...fields.map((field) => `texts.${field}`),
  );

/** The free-text fields a redaction event of this spec carries: the ones its record may redact. */
export const redactableFieldsOf = (spec: EventSpec<RedactedTexts>): string[] =>
  (spec.personal ?? []).flatMap(({ path }) => (path.startsWith('texts.') ? [path.slice('texts.'.length)] : []));

/** A type's spec in a catalogue; undefined for a type it does not hold (`Object.hasOwn`: no "toString"). */
function specOf(catalogue: object, type: string): EventSpec<unknown> | undefined {
  return Object.hasOwn(catalogue, type) ? (catalogue as Record<string, EventSpec<unknown>>)[type] : undefined;
}

/**
 * The record fields an event moved, field -> {from, to}, as its catalogue reads the payload: the
 * one reading of what an event did, for `evolve`, the projections, the socket push and the
 * history alike. None for a type the catalogue does not hold.
 */
export function changedFields<E extends DomainEvent>(
  catalogue: EventCatalogue<E>,
  event: Pick<E, 'type' | 'data'>,
): ChangedFields {
  return specOf(catalogue, event.type)?.changes(event.data) ?? {};
}

/** The values an event gives its record's fields (field -> to): what a fold or a document merges in. */
export function changedValues<E extends DomainEvent>(
  catalogue: EventCatalogue<E>,
  event: Pick<E, 'type' | 'data'>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changedFields(catalogue, event)).map(([field, change]) => [field, change.to]),
  );
}

/** What an event does to its record, by its type; undefined for a type the catalogue does not hold. */
export const effectOf = (catalogue: object, type: string): RecordEffect | undefined => specOf(catalogue, type)?.effect;

/** A catalogue's event types, in its order: a type added to the catalogue is in the list with no second edit. */
export function eventTypesOf<Type extends string>(catalogue: Readonly<Record<Type, EventSpec<never>>>): Type[] {
  return Object.keys(catalogue) as Type[];
}

/** The schema versions of a catalogue, as the write path stamps them on new events. */
export function schemaVersionsOf<E extends DomainEvent>(catalogue: EventCatalogue<E>): Record<E['type'], number> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([type, spec]) => [type, (spec as EventSpec).schemaVersion]),
  ) as Record<E['type'], number>;
}

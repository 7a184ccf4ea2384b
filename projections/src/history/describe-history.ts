import {
  LinkableTypes,
  recordChangeOf,
  type LinkableType,
  type RecordRef,
  type SentencePart,
} from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findPeople, findRecordNames } from '../shared/linked-records.queries.js';
import { phrases, type Phrase, type PhraseContext } from './history-phrases.js';

/** One event to put in words, with the record whose stream holds it. */
export interface EventToDescribe {
  type: string;
  data: unknown;
  actor: { _id: string; fullName: string } | null;
  /** The record; `name` when the caller knows it already (a dashboard row, a merged history's source). */
  record: { type: string; id: string; name?: string; projectId?: string | null };
}

/** How each kind of record is called before its name. */
const nouns: Record<string, string> = {
  project: 'the project',
  purchase: 'the purchaser',
  task: 'the task',
  company: 'the company',
  contact: 'the contact',
  event: 'the event',
  payment: 'a payment',
  note: 'a note',
  attachment: 'the document',
  communication: 'a call',
  user: 'the user',
  import: 'an import',
  // Report schedules' streams are `schedule-<id>` (reportScheduleStreamId).
  schedule: 'a report schedule',
};
/** Names that are sentences (subjects, descriptions, file names) read in quotes. */
const quoted = new Set(['task', 'event', 'attachment', 'note', 'payment']);

/** The name a record's own events carry, for a record that has since been deleted. */
const carriedName = (data: Record<string, unknown>): string | undefined => {
  const fields = (data.fields ?? {}) as Record<string, unknown>;
  for (const value of [
    data.projectName,
    data.companyName,
    data.fullName,
    data.subject,
    data.description,
    data.fileName,
    fields.projectName,
    fields.companyName,
    fields.subject,
    fields.description,
  ]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
};

const linkable = (type: string): type is LinkableType => (LinkableTypes as readonly string[]).includes(type);

/**
 * History lines in words ("Oliver Grant linked the task ‘Review the heads of terms’ to Acme Ltd"),
 * the one describer of the record histories and the dashboards' "changed since". Ids become
 * names, linked: every phrase is run once to learn which records and people it names, then the
 * names are read in one query per kind of record and one for people, whatever the number of lines.
 */
export async function describeHistory(
  db: Kysely<ReadModelDatabase>,
  events: readonly EventToDescribe[],
): Promise<SentencePart[][]> {
  const refs: RecordRef[] = [];
  const userIds: string[] = [];
  const asking: Names = {
    record: (type, id) => {
      if (typeof id === 'string' && linkable(type)) refs.push({ type, id });
      return undefined;
    },
    person: (id) => {
      if (typeof id === 'string') userIds.push(id);
      return undefined;
    },
  };
  for (const event of events) sentenceOf(event, asking);
  const [records, people] = await Promise.all([findRecordNames(db, refs), findPeople(db, userIds)]);
  const known: Names = {
    record: (type, id) => (typeof id === 'string' ? records.get(`${type}:${id}`) : undefined),
    person: (id) => (typeof id === 'string' ? people.get(id)?.fullName : undefined),
  };
  return events.map((event) => sentenceOf(event, known));
}

/** The names a sentence is written with: records by type and id, people by id. */
export interface Names {
  record(type: string, id: unknown): { name: string; projectId: string | null } | undefined;
  person(id: unknown): string | undefined;
}

/** One event in words, with the names given (describeHistory reads them from the read models). */
export function sentenceOf(event: EventToDescribe, names: Names): SentencePart[] {
  const data = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as Record<string, unknown>;
  const { record } = event;
  const found = names.record(record.type, record.id);
  const name = record.name || found?.name || carriedName(data);
  const noun = nouns[record.type] ?? 'a record';
  const link = (text: string, type: string, id: string, projectId: string | null): SentencePart => ({
    text,
    record: { type, _id: id, projectId },
  });
  const projectIdOf = (type: string, id: string, projectId: string | null | undefined) =>
    type === 'project' ? id : (projectId ?? null);
  const thing: SentencePart[] = !name
    ? [{ text: noun }]
    : record.type === 'communication'
      ? [{ text: noun }, { text: ' with ' }, { text: name }]
      : [
          { text: `${noun} ` },
          link(
            quoted.has(record.type) ? `‘${name}’` : name,
            record.type,
            record.id,
            projectIdOf(record.type, record.id, record.projectId ?? found?.projectId),
          ),
        ];
  const context: PhraseContext = {
    data,
    changes: recordChangeOf(event.type, event.data)?.changes ?? {},
    recordType: record.type,
    thing,
    named(type, id, fallback) {
      const other = names.record(type, id);
      const text =
        other?.name ??
        (typeof fallback === 'string' && fallback !== ''
          ? fallback
          : `a deleted ${nouns[type]?.replace(/^(the|an?) /, '') ?? 'record'}`);
      return typeof id === 'string' && other
        ? link(quoted.has(type) ? `‘${text}’` : text, type, id, projectIdOf(type, id, other.projectId))
        : { text };
    },
    person(id) {
      const fullName = names.person(id);
      return typeof id === 'string' && fullName ? link(fullName, 'user', id, null) : { text: 'a former user' };
    },
  };
  const phrase: Phrase = phrases[event.type] ?? byEffect(event.type);
  if (!event.actor && namesItsOwnActor.has(event.type)) return joined(phrase(context));
  const actor: SentencePart = event.actor
    ? link(event.actor.fullName, 'user', event.actor._id, null)
    : { text: 'The system' };
  return joined([actor, ' ', ...phrase(context)]);
}

/** Events done by someone outside the firm, whose phrase names them (a buyer reading their link, issue 38). */
const namesItsOwnActor: ReadonlySet<string> = new Set(['BuyerLinkUsed']);

/** A type no phrase names (a user's or an import's record): created, changed or deleted. */
function byEffect(type: string): Phrase {
  const effect = recordChangeOf(type, {})?.effect;
  const verb = effect === 'creates' ? 'created' : effect === 'deletes' ? 'deleted' : 'changed';
  return (c) => [`${verb} `, c.thing];
}

/** Pieces flattened, empty words dropped and neighbouring words merged (fewer parts to render). */
function joined(pieces: readonly (SentencePart | SentencePart[] | string)[]): SentencePart[] {
  const parts: SentencePart[] = [];
  for (const piece of pieces.flat()) {
    const part = typeof piece === 'string' ? { text: piece } : piece;
    if (part.text === '') continue;
    const last = parts.at(-1);
    if (last && !last.record && !part.record) last.text += part.text;
    else parts.push({ ...part });
  }
  return parts;
}

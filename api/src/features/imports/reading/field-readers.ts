import {
  companyFieldsSchema,
  contactFieldsSchema,
  importFieldsOf,
  MoneyLaunderingChecks,
  projectFieldsSchema,
  type ImportKind,
} from '@dealbook/contracts';
import type { z } from 'zod';
import { readMember, readMembers } from './enumerations.js';
import { fieldEnumerations } from './field-enumerations.js';
import { readInstant } from './text-dates.js';
import { quoted, readBoolean, readDomain, readNumber, readUrl, type TextReading } from './text-values.js';

/** Fields holding a web address: written without "https://" as often as with it. */
const urlFields = new Set(['logoUrl', 'linkedIn']);

/** What reading a cell needs besides its text: the zone a date without an offset is read in. */
export interface ReadContext {
  timeZone: string;
}

/**
 * Where a column's value goes: a field of the record (`given`), the text a lookup resolves
 * (`lookups`), or one half of a BooleanDate written as two columns (`{field}_checked`, `{field}_date`).
 */
export type Destination = { to: 'given' } | { to: 'lookup' } | { to: 'tick'; field: string; part: 'checked' | 'date' };

export interface FieldReader {
  name: string;
  label: string;
  destination: Destination;
  read: (text: string, context: ReadContext) => TextReading<unknown>;
}

/**
 * The record's own fields a create fills, by kind. A project's client and owner are ids the
 * lookups find (clientName, ownerEmail …), so they are not read from cells.
 */
export const importedFieldsSchemas = {
  companies: companyFieldsSchema,
  contacts: contactFieldsSchema,
  projects: projectFieldsSchema.omit({ client: true, owner: true }),
} satisfies Record<ImportKind, z.ZodObject>;

interface ZodLike {
  _zod: { def: { type: string; innerType?: ZodLike; in?: ZodLike; element?: ZodLike; format?: string } };
}

/** The shape under defaults, nullables and transforms: what a cell's text must become. */
function valueTypeOf(schema: ZodLike): 'text' | 'number' | 'boolean' | 'instant' | 'member' | 'members' | 'other' {
  let def = schema._zod.def;
  for (;;) {
    if (def.innerType) def = def.innerType._zod.def;
    else if (def.type === 'pipe' && def.in) def = def.in._zod.def;
    else break;
  }
  switch (def.type) {
    case 'string':
      return def.format === 'datetime' ? 'instant' : 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
    case 'literal':
      return 'member';
    case 'array':
      return 'members';
    default:
      return 'other';
  }
}

/** A zod issue in the user's words: contracts' messages start with the field's name, the label replaces it. */
function problemOf(issue: z.core.$ZodIssue, field: string, text: string): string {
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `${quoted(text)} is longer than ${String(issue.maximum)} characters`;
  }
  const message = issue.message.startsWith(`${field} `) ? issue.message.slice(field.length + 1) : issue.message;
  return `${quoted(text)} ${message}`;
}

/** The cell's text as the field's value, then checked by the field's own schema (the API's rules). */
function converterFor(name: string, schema: z.ZodType): FieldReader['read'] {
  const enumeration = fieldEnumerations[name];
  const type = valueTypeOf(schema as unknown as ZodLike);
  // Found when a kind's readers are built (every spec of the kind), not on the first row that fills the field.
  if (type === 'other') throw new Error(`The field ${name} cannot be read from a cell`);
  if ((type === 'member' || type === 'members') && !enumeration)
    throw new Error(`No enumeration for the field ${name}`);
  const convert = (text: string, context: ReadContext): TextReading<unknown> => {
    switch (type) {
      case 'number':
        return readNumber(text);
      case 'boolean':
        return readBoolean(text);
      case 'instant':
        return readInstant(text, context.timeZone);
      case 'member':
      case 'members':
        return type === 'member' ? readMember<unknown>(text, enumeration!) : readMembers<unknown>(text, enumeration!);
      default:
        if (name === 'domain') return { ok: true, value: readDomain(text) };
        return { ok: true, value: urlFields.has(name) ? readUrl(text) : text.trim() };
    }
  };
  return (text, context) => {
    const converted = convert(text, context);
    if (!converted.ok) return converted;
    const checked = schema.safeParse(converted.value);
    return checked.success
      ? { ok: true, value: checked.data }
      : { ok: false, problem: checked.error.issues.map((issue) => problemOf(issue, name, text)).join('; ') };
  };
}

/** Lookup text as the lead's resolver compares it: domains reduced, e-mails lower-cased. */
function lookupReader(name: string): FieldReader['read'] {
  if (name === 'companyDomain' || name === 'clientDomain') return (text) => ({ ok: true, value: readDomain(text) });
  if (name === 'ownerEmail') {
    return (text) => ({ ok: true, value: text.includes('@') ? text.trim().toLowerCase() : text.trim() });
  }
  return (text) => ({ ok: true, value: text.trim() });
}

const tickParts = new Map<string, { field: string; part: 'checked' | 'date' }>(
  MoneyLaunderingChecks.flatMap((field): [string, { field: string; part: 'checked' | 'date' }][] => [
    [`${field}_checked`, { field, part: 'checked' }],
    [`${field}_date`, { field, part: 'date' }],
  ]),
);

function readerOf(kind: ImportKind, name: string, label: string, lookup: boolean): FieldReader {
  // A project's reference finds the project: it is never written, so it goes with the lookups.
  if (lookup || (kind === 'projects' && name === 'reference')) {
    return { name, label, destination: { to: 'lookup' }, read: lookupReader(name) };
  }
  const tick = tickParts.get(name);
  if (tick) {
    const read: FieldReader['read'] =
      tick.part === 'checked' ? (text) => readBoolean(text) : (text, context) => readInstant(text, context.timeZone);
    return { name, label, destination: { to: 'tick', ...tick }, read };
  }
  const shape: Record<string, z.ZodType> = importedFieldsSchemas[kind].shape;
  const schema = shape[name];
  if (!schema) throw new Error(`${name} is not a field of ${kind}`);
  return { name, label, destination: { to: 'given' }, read: converterFor(name, schema) };
}

const readersByKind = new Map<ImportKind, ReadonlyMap<string, FieldReader>>();

/** The reader of each field a column of this kind can fill (importFieldsOf), by field name. */
export function fieldReadersOf(kind: ImportKind): ReadonlyMap<string, FieldReader> {
  let readers = readersByKind.get(kind);
  if (!readers) {
    readers = new Map(
      importFieldsOf(kind).map((field) => [field.name, readerOf(kind, field.name, field.label, field.lookup)]),
    );
    readersByKind.set(kind, readers);
  }
  return readers;
}

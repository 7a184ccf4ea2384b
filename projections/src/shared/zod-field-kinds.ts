import type { FieldKind, FilterValue } from './document-filter.js';

interface ZodLike {
  _zod: {
    def: {
      type: string;
      innerType?: ZodLike;
      element?: ZodLike;
      entries?: Record<string, string | number>;
      /** `z.uuid()`'s format, or that of a `.uuid()` check. */
      format?: string;
      checks?: ZodLike[];
    };
  };
}

const wrappers = ['default', 'nullable', 'optional', 'prefault'];

/** The schema inside `.default()`, `.nullable()`, `.optional()` and `.prefault()`. */
function unwrapped(schema: ZodLike): ZodLike {
  let current = schema;
  while (wrappers.includes(current._zod.def.type) && current._zod.def.innerType) current = current._zod.def.innerType;
  return current;
}

/**
 * The filter kind of each field of a zod object shape from contracts, so a field added to the
 * contract is filterable without a second list to keep in step.
 */
export function fieldKindsOf(shape: Record<string, unknown>): Record<string, FieldKind> {
  return Object.fromEntries(Object.entries(shape).map(([field, schema]) => [field, kindOf(schema as ZodLike, field)]));
}

function kindOf(schema: ZodLike, field: string): FieldKind {
  const current = unwrapped(schema);
  switch (current._zod.def.type) {
    case 'string':
      return 'text';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'enum':
      return 'choice';
    case 'array':
      return 'list';
    default:
      throw new Error(`No filter kind for field ${field} of type ${current._zod.def.type}`);
  }
}

/** What one value of an enumeration or id field is, or undefined for free text. */
function valueOf(schema: ZodLike): FilterValue | undefined {
  const { def } = schema._zod;
  if (def.type === 'enum' && def.entries) {
    const members = Object.values(def.entries);
    return members.every((member) => typeof member === 'number')
      ? (def.entries as Record<string, number>)
      : members.map(String);
  }
  const uuid = def.format === 'uuid' || (def.checks ?? []).some((check) => check._zod.def.format === 'uuid');
  return def.type === 'string' && uuid ? 'id' : undefined;
}

/**
 * What the values of the choice and list filters of a contract's shape are (fieldKindsOf): an
 * enumeration's members, or record ids for lists of them.
 */
export function filterValuesOf(shape: Record<string, unknown>): Record<string, FilterValue> {
  return Object.fromEntries(
    Object.entries(shape).flatMap(([field, schema]) => {
      const current = unwrapped(schema as ZodLike);
      const element = current._zod.def.type === 'array' ? current._zod.def.element : current;
      const value = element && valueOf(unwrapped(element));
      return value === undefined ? [] : [[field, value] as const];
    }),
  );
}

import type { FieldKind } from './document-filter.js';

interface ZodLike {
  _zod: { def: { type: string; innerType?: ZodLike } };
}

/**
 * The filter kind of each field of a zod object shape from contracts, so a field added to the
 * contract is filterable without a second list to keep in step.
 */
export function fieldKindsOf(shape: Record<string, unknown>): Record<string, FieldKind> {
  return Object.fromEntries(Object.entries(shape).map(([field, schema]) => [field, kindOf(schema as ZodLike, field)]));
}

function kindOf(schema: ZodLike, field: string): FieldKind {
  let current = schema;
  while (
    ['default', 'nullable', 'optional', 'prefault'].includes(current._zod.def.type) &&
    current._zod.def.innerType
  ) {
    current = current._zod.def.innerType;
  }
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

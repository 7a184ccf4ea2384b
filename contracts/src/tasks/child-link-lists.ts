import { idListSchema } from '../http/record-schemas.js';
import { linkListField, type LinkableType } from '../links/linkable.js';
import type { linkListShape } from './child-links.js';

/** The parent id lists of a child record as the API answers them, one per parent type. */
export function linkListsOf<T extends LinkableType>(types: readonly T[]) {
  return Object.fromEntries(types.map((type) => [linkListField[type], idListSchema])) as {
    [K in keyof ReturnType<typeof linkListShape<T>>]: typeof idListSchema;
  };
}

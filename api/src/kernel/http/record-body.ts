import { DomainError } from '../errors/domain-error.js';

/** The body's `_id`, when a client sends the record back, must be the record in the path. */
export function requireSameId(bodyId: string | undefined, pathId: string, what: string): void {
  if (bodyId !== undefined && bodyId.toLowerCase() !== pathId) {
    throw new DomainError('validation', `_id ${bodyId} does not match the ${what} ${pathId} in the path`, {
      _id: 'must match the id in the path',
    });
  }
}

/** The fields a PUT names; absent ones are left as they are. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The record fields a PUT names, by the record's field list: the body minus its link lists and the
 * read-only keys a client may echo back (_id, version); absent ones are left as they are.
 */
export function namedFields<Fields>(body: object, names: readonly (keyof Fields & string)[]): Partial<Fields> {
  const values = body as Record<string, unknown>;
  return Object.fromEntries(
    names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]),
  ) as Partial<Fields>;
}

/** A key that is neither a record's id (a UUID) nor one of its references ("CON-000042"): a 400 naming it. */
export function notIdOrReference(key: string, noun: string, example: string): never {
  throw new DomainError('validation', `${key} is neither a ${noun} id (UUID) nor a reference such as ${example}`, {
    idOrReference: `must be a UUID or a reference such as ${example}`,
  });
}

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

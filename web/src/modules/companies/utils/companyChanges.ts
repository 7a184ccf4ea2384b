import { CompanyFieldNames, type CompanyFieldName, type CompanyFields } from '@dealbook/contracts';

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    // Multi-selects: the same choices in another order are no change.
    return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  }
  return a === b;
}

/** The fields `next` changes relative to `base`, and only those (the body of a PUT). */
export function changedFields(base: CompanyFields, next: CompanyFields): Partial<CompanyFields> {
  const changes: Partial<Record<CompanyFieldName, unknown>> = {};
  for (const name of CompanyFieldNames) {
    if (!sameValue(base[name], next[name])) changes[name] = next[name];
  }
  return changes as Partial<CompanyFields>;
}

export function changedFieldNames(base: CompanyFields, next: CompanyFields): CompanyFieldName[] {
  return Object.keys(changedFields(base, next)) as CompanyFieldName[];
}

import { companyFieldsSchema } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { changedFieldNames, changedFields } from './companyChanges.js';

const base = companyFieldsSchema.parse({
  companyName: 'Acme',
  city: 'London',
  relationshipTypes: ['Lawyer', 'Client'],
});

describe('changedFields', () => {
  it('is empty when nothing changed', () => {
    expect(changedFields(base, { ...base })).toEqual({});
  });

  it('holds only the fields that changed, with their new values', () => {
    expect(changedFields(base, { ...base, city: 'Leeds', isClient: true })).toEqual({
      city: 'Leeds',
      isClient: true,
    });
  });

  it('treats the same choices in another order as no change', () => {
    expect(changedFields(base, { ...base, relationshipTypes: ['Client', 'Lawyer'] })).toEqual({});
    expect(changedFieldNames(base, { ...base, relationshipTypes: ['Client'] })).toEqual(['relationshipTypes']);
  });
});

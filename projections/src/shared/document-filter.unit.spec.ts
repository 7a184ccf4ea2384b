import { companyFieldsSchema } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { parseCompanyFilter } from '../companies/company.queries.js';
import { escapeLike, parseDocumentFilter } from './document-filter.js';
import { InvalidQueryError } from './invalid-query-error.js';
import { fieldKindsOf } from './zod-field-kinds.js';

describe('filter rules of spec §5', () => {
  it('derives a filter kind for every company field from the contract', () => {
    const kinds = fieldKindsOf(companyFieldsSchema.shape);
    expect(kinds).toMatchObject({
      companyName: 'text',
      isClient: 'boolean',
      revenue: 'number',
      industryType: 'choice',
      relationshipTypes: 'list',
    });
    expect(Object.keys(kinds)).toHaveLength(Object.keys(companyFieldsSchema.shape).length);
  });

  it('matches text case-insensitively, booleans exactly, arrays as lists, and skips empty values', () => {
    expect(
      parseCompanyFilter({
        companyName: 'acme',
        isClient: 'true',
        isBuyer: false,
        industryType: ['Legal', 'Finance'],
        relationshipTypes: 'Lawyer',
        city: '',
        country: [],
      }),
    ).toEqual([
      { field: 'companyName', kind: 'text', contains: 'acme' },
      { field: 'isClient', kind: 'boolean', equals: true },
      { field: 'isBuyer', kind: 'boolean', equals: false },
      { field: 'industryType', kind: 'choice', anyOf: ['Legal', 'Finance'] },
      { field: 'relationshipTypes', kind: 'list', anyOf: ['Lawyer'] },
    ]);
  });

  it('matches a single enumeration value as text, so "legal" finds Legal', () => {
    expect(parseCompanyFilter({ industryType: 'legal' })).toEqual([
      { field: 'industryType', kind: 'text', contains: 'legal' },
    ]);
  });

  it('refuses unknown fields and values of the wrong type with a message naming the field', () => {
    expect(() => parseCompanyFilter({ nope: 'x' })).toThrow(
      new InvalidQueryError('Cannot filter on unknown field "nope"', 'nope'),
    );
    expect(() => parseCompanyFilter({ isClient: 'yes' })).toThrow('Filter "isClient" must be true or false');
    expect(() => parseCompanyFilter({ revenue: 'lots' })).toThrow('Filter "revenue" must be a number');
    expect(() => parseDocumentFilter({ a: { nested: true } }, { a: 'text' })).toThrow('must be a value or a list');
  });

  it('treats Object.prototype names as the unknown fields they are, not as filters to drop', () => {
    for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const query = JSON.parse(`{"${field}": "x"}`) as Record<string, unknown>;
      expect(() => parseCompanyFilter(query), field).toThrow(`Cannot filter on unknown field "${field}"`);
    }
  });

  it('treats % and _ typed by a person as literal characters', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

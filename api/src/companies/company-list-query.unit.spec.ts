import { describe, expect, it } from 'vitest';
import { InvalidQueryError } from '@dealbook/projections';
import { DomainError } from '../common/errors/domain-error.js';
import { parseDateRange, parseEncodedFilter, parseListQuery, parseTopLimit } from './company-list-query.js';

describe('parseListQuery', () => {
  it('takes the paging keys out before reading the rest as filter fields', () => {
    const { filter, page } = parseListQuery({ city: 'leeds', limit: '10', offset: '20', sort: '-revenue' });
    expect(page).toEqual({ limit: 10, offset: 20, sort: '-revenue' });
    expect(filter).toEqual([{ field: 'city', kind: 'text', contains: 'leeds' }]);
  });

  it('refuses an unknown filter field and a malformed page', () => {
    expect(() => parseListQuery({ colour: 'blue' })).toThrow(InvalidQueryError);
    expect(() => parseListQuery({ limit: '0' })).toThrow(DomainError);
    expect(() => parseListQuery({ offset: 'x' })).toThrow(/offset/);
  });
});

describe('parseEncodedFilter', () => {
  it('reads a JSON object', () => {
    expect(parseEncodedFilter('{"isClient":true,"industryType":["Legal","Finance"]}')).toEqual({
      isClient: true,
      industryType: ['Legal', 'Finance'],
    });
  });

  it('reads a query string, repeated keys as a list', () => {
    expect(parseEncodedFilter('city=York&relationshipTypes=Client&relationshipTypes=Prospect')).toEqual({
      city: 'York',
      relationshipTypes: ['Client', 'Prospect'],
    });
  });

  it('answers malformed JSON and non-objects with a validation error', () => {
    expect(() => parseEncodedFilter('{"city":')).toThrow(/JSON/);
    expect(() => parseEncodedFilter('["city"]')).toThrow(DomainError);
  });
});

describe('parseTopLimit', () => {
  it('defaults to 5 and accepts 1 to 100', () => {
    expect(parseTopLimit(undefined)).toBe(5);
    expect(parseTopLimit('1')).toBe(1);
    expect(parseTopLimit('100')).toBe(100);
  });

  it.each(['0', '101', '-1', '2.5', 'ten', ''])('refuses %j', (value) => {
    expect(() => parseTopLimit(value)).toThrow('limit must be a whole number from 1 to 100');
  });
});

describe('parseDateRange', () => {
  it('covers whole days for bare dates', () => {
    const { from, to } = parseDateRange('2024-06-01', '2024-06-30');
    expect(from.toISOString()).toBe('2024-06-01T00:00:00.000Z');
    expect(to.toISOString()).toBe('2024-06-30T23:59:59.999Z');
  });

  it('keeps exact instants', () => {
    const { from, to } = parseDateRange('2024-06-01T08:30:00Z', '2024-06-01T10:00:00.000+01:00');
    expect(from.toISOString()).toBe('2024-06-01T08:30:00.000Z');
    expect(to.toISOString()).toBe('2024-06-01T09:00:00.000Z');
  });

  it.each([
    ['yesterday', '2024-06-30', 'from'],
    ['2024-02-30', '2024-03-01', 'from'],
    ['2024-06-01', '2024-13-01', 'to'],
    ['2024-06-01', '2024-06-02T25:00Z', 'to'],
  ])('refuses %s .. %s naming %s', (from, to, field) => {
    try {
      parseDateRange(from, to);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).details).toHaveProperty(field);
    }
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => parseDateRange('2024-07-01', '2024-06-01')).toThrow('from must not be after to');
  });
});

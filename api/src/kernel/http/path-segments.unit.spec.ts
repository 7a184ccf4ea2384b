import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.js';
import { parseDateRange, parseIdList, parseTopLimit } from './path-segments.js';

describe('parseIdList', () => {
  const a = '0190a1b2-0000-7000-8000-000000000001';
  const b = '0190a1b2-0000-7000-8000-000000000002';

  it('reads comma-separated ids, lower-cased, each once', () => {
    expect(parseIdList(` ${a.toUpperCase()}, ${b},${a} `)).toEqual([a, b]);
  });

  it('names the first id that is not one, and refuses an empty list', () => {
    expect(() => parseIdList(`${a},nope`)).toThrow(DomainError);
    try {
      parseIdList(`${a},nope`);
    } catch (error) {
      expect((error as DomainError).details).toEqual({ ids: '"nope" is not a record id' });
    }
    expect(() => parseIdList(' , ')).toThrow(/ids must be record ids/);
  });

  it('refuses more ids than the lookup allows', () => {
    const many = Array.from({ length: 3 }, (_, i) => `0190a1b2-0000-7000-8000-00000000000${i}`).join(',');
    expect(parseIdList(many, 3)).toHaveLength(3);
    expect(() => parseIdList(`${many},0190a1b2-0000-7000-8000-0000000000ff`, 3)).toThrow(
      'ids may name at most 3 records',
    );
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

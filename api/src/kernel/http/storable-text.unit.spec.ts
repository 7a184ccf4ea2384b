import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.js';
import { assertStorableText } from './storable-text.js';

function refusal(value: unknown, prefix = '', whole = 'body'): DomainError {
  try {
    assertStorableText(value, prefix, whole);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('assertStorableText', () => {
  it('lets through any text PostgreSQL stores: emoji pairs, RTL marks, other scripts', () => {
    expect(() =>
      assertStorableText({ name: '👩‍👩‍👧 \u202Eabc', list: ['مرحبا', { deep: '漢字' }], n: 1, b: null }, '', 'body'),
    ).not.toThrow();
  });

  it('names the field holding a NUL or an unpaired surrogate, however deep', () => {
    expect(refusal({ companyName: 'a\u0000b' }).details).toHaveProperty('companyName');
    expect(refusal({ contacts: [{ email: 'x\uD800' }] }).details).toHaveProperty('contacts.0.email');
    expect(refusal({ note: '\uDC00 at the start' }).details).toHaveProperty('note');
    expect(refusal('\u0000', 'text', 'param').details).toHaveProperty('text');
    expect(refusal('tail \uDBFF', '', 'body').details).toHaveProperty('body');
  });

  it('refuses a field name that cannot be stored, naming where it sits', () => {
    expect(refusal({ address: { ['ci\u0000ty']: 'Leeds' } }).details).toHaveProperty('address');
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(refusal(deep).code).toBe('validation');
  });
});

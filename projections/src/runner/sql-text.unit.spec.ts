import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrayText } from './sql-text.js';

// node-postgres's own serialiser (untyped): what a merged statement's arrays were sent as before
// they were written here.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): string;
};
const pgArray = (values: readonly unknown[]) => prepareValue(values);

describe('arrayText', () => {
  it('writes an array as node-postgres does: quotes, backslashes, NULL, empty and nested', () => {
    const values = [
      'plain',
      'say "hi"',
      'C:\\path',
      '\\"',
      '',
      'NULL',
      null,
      undefined,
      7,
      -1.5,
      12n,
      true,
      ['a', null],
    ];
    expect(arrayText(values)).toBe(pgArray(values));
    expect(arrayText(['say "hi"', 'C:\\path'])).toBe('{"say \\"hi\\"","C:\\\\path"}');
  });

  it('agrees with node-postgres on any strings and numbers', () => {
    const element = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(element), (values) => {
        expect(arrayText(values)).toBe(pgArray(values));
      }),
      { numRuns: 2_000 },
    );
  });
});

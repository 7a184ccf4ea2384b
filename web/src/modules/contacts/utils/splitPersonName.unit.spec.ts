import { describe, expect, it } from 'vitest';
import { splitPersonName } from './splitPersonName.js';

describe('splitPersonName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitPersonName('Jane Doe')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitPersonName('  Jan   van der  Berg ')).toEqual({ firstName: 'Jan', lastName: 'van der Berg' });
  });

  it('reads "Last, First" the other way round', () => {
    expect(splitPersonName('Doe, Jane')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitPersonName('van der Berg,  Jan Pieter')).toEqual({ firstName: 'Jan Pieter', lastName: 'van der Berg' });
  });

  it('keeps one word as a first name only, and a stray comma out of the names', () => {
    expect(splitPersonName('Jane')).toEqual({ firstName: 'Jane', lastName: '' });
    expect(splitPersonName('Jane,')).toEqual({ firstName: 'Jane', lastName: '' });
    expect(splitPersonName(', Doe')).toEqual({ firstName: 'Doe', lastName: '' });
    expect(splitPersonName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { counted } from './counted.js';

describe('counted', () => {
  it('puts the noun in the singular for one only', () => {
    expect(counted(1, 'communication')).toBe('1 communication');
    expect(counted(0, 'communication')).toBe('0 communications');
    expect(counted(2, 'row')).toBe('2 rows');
  });

  it('takes an irregular plural', () => {
    expect(counted(1, 'person', 'people')).toBe('1 person');
    expect(counted(3, 'person', 'people')).toBe('3 people');
  });
});

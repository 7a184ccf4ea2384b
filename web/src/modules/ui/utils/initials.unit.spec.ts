import { describe, expect, it } from 'vitest';
import { avatarColor, initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Acme Holdings Ltd')).toBe('AH');
    expect(initialsOf('  hartley   & sons ')).toBe('HS');
  });

  it('takes two letters of a single word', () => {
    expect(initialsOf('Globex')).toBe('GL');
    expect(initialsOf('x')).toBe('X');
  });

  it('handles accents and digits, and shows ? for a name without letters', () => {
    expect(initialsOf('Émile Zola SA')).toBe('ÉZ');
    expect(initialsOf('3M')).toBe('3M');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('— & —')).toBe('?');
  });
});

describe('avatarColor', () => {
  it('gives a company the same colour every time', () => {
    expect(avatarColor('Acme Holdings')).toBe(avatarColor('Acme Holdings'));
    expect(avatarColor('Acme Holdings')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

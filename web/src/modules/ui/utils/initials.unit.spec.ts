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

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('avatar colours', () => {
  it('keep white initials readable (WCAG AA, 4.5:1) whatever the name', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Company ${i} ${String.fromCharCode(65 + (i % 26))}`);
    const colours = new Set(names.map(avatarColor));
    expect(colours.size).toBeGreaterThan(4);
    for (const colour of colours) expect(contrast('#ffffff', colour), colour).toBeGreaterThanOrEqual(4.5);
  });
});

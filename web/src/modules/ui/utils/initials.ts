/**
 * Letters for a default avatar: the first letters of the first two words ("Acme Holdings Ltd"
 * -> "AH"), or the first two letters of a single word ("Globex" -> "GL").
 */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first, second] = words;
  if (!first) return '?';
  const letters = second ? first[0]! + second[0]! : first.slice(0, 2);
  return letters.toLocaleUpperCase('en-GB');
}

/**
 * Blueprint's darker shades: white initials on each reach WCAG AA's 4.5:1 (4.6 to 6.7), which the
 * lighter orange and gold (3.5 and 2.6) did not.
 */
const palette = ['#215db0', '#1c6e42', '#935610', '#ac2f33', '#7961db', '#0f6894', '#8f398f', '#634dbf'];

/** A stable colour per name, so a company keeps its avatar colour on every screen. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}

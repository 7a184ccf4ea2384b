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

const palette = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#147eb3', '#d1980b', '#634dbf'];

/** A stable colour per name, so a company keeps its avatar colour on every screen. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}

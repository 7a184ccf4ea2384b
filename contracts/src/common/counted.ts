/**
 * A count with its noun in the right number: "1 communication", "2 communications", "0 rows".
 * `plural` for the nouns that do not just add an s ("1 person", "3 people").
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * mulberry32: a tiny deterministic generator, so every fresh install shows the same demo firms,
 * people, projects and calls.
 */
export function demoRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** Between min and max distinct items, in the list's own order (as multi-selects show them). */
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const indexes = items.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
    }
    const chosen = indexes.slice(0, int(min, Math.min(max, items.length)));
    return chosen.sort((x, y) => x - y).map((i) => items[i]!);
  };
  return { next, int, pick, chance, some };
}

export type DemoRandom = ReturnType<typeof demoRandom>;

/** Runs the commands a few at a time: concurrent enough to be quick, gentle on a small pool. */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

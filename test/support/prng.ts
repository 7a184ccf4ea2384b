/** Deterministic pseudo-random numbers in [0, 1), so a failing randomised spec replays the same commands. */
export function prng(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

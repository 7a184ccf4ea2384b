/** A few streams at a time: a record with hundreds of linked records must not open hundreds of reads at once. */
export async function readInBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>, size = 16): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(read))));
  }
  return results;
}

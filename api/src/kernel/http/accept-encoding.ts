/** The content codings the server produces, best first. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The best of `available` that an Accept-Encoding header allows (RFC 9110 §12.5.3): a coding
 * with q=0 is refused, `*` stands for every coding not named, and among acceptable codings the
 * higher q wins, then the server's order (brotli before gzip). undefined means identity.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a response's Vary header, keeping what is there. */
export function varyOnAcceptEncoding(current: string | number | string[] | undefined): string {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}

import { describe, expect, it } from 'vitest';
import { preferredEncoding, varyOnAcceptEncoding } from './accept-encoding.js';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and sends identity when neither is accepted', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
  });

  it('follows q-values, q=0 refusing a coding and * standing for the others', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
  });

  it('offers only what the server has', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', [])).toBeUndefined();
  });
});

describe('varyOnAcceptEncoding', () => {
  it('adds Accept-Encoding once, keeping other names', () => {
    expect(varyOnAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
  });
});

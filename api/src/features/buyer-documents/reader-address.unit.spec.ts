import { describe, expect, it } from 'vitest';
import { readerAddress } from './reader-address.js';

describe('what a buyer link keeps of the reader address', () => {
  it('keeps the network by default, all of it, or nothing', () => {
    expect(readerAddress('203.0.113.77', 'network')).toBe('203.0.113.0/24');
    expect(readerAddress('::ffff:203.0.113.77', 'network')).toBe('203.0.113.0/24');
    expect(readerAddress('2001:db8:85a3::8a2e:370:7334', 'network')).toBe('2001:db8:85a3::/48');
    expect(readerAddress('2001:db8::1', 'network')).toBe('2001:db8:0::/48');
    expect(readerAddress('203.0.113.77', 'full')).toBe('203.0.113.77');
    expect(readerAddress('203.0.113.77', 'none')).toBe('');
    expect(readerAddress('not an address', 'network')).toBe('');
  });
});

import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a buyer link's use keeps of the reader's IP address (BUYER_LINK_ADDRESSES): `network`
 * keeps where from, not which machine (IPv4 /24, IPv6 /48), `full` all of it, `none` nothing.
 */
export function readerAddress(address: string, keep: 'network' | 'full' | 'none'): string {
  if (keep === 'none') return '';
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (keep === 'full') return plain;
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(plain)) {
    const [head = '', tail = ''] = plain.split('::');
    const groups = [...head.split(':').filter(Boolean), ...(tail ? ['', ...tail.split(':')] : [])];
    const full = groups.includes('')
      ? [
          ...head.split(':').filter(Boolean),
          ...Array(8 - groups.length + 1).fill('0'),
          ...tail.split(':').filter(Boolean),
        ]
      : groups;
    return `${full.slice(0, 3).join(':')}::/48`;
  }
  return '';
}

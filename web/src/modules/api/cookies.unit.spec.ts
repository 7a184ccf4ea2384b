import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.js';

describe('readCookie', () => {
  it('finds the XSRF token among other cookies and decodes it', () => {
    const header = 'theme=dark; XSRF-TOKEN=abc%2F123%3D; other=1';
    expect(readCookie(header, 'XSRF-TOKEN')).toBe('abc/123=');
  });

  it('does not confuse a cookie whose name merely ends the same way', () => {
    expect(readCookie('MY-XSRF-TOKEN=wrong', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('is undefined when the cookie is absent or the header empty', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('a=1; b=2', 'XSRF-TOKEN')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './session-cookies.js';

describe('parseCookieHeader', () => {
  it('reads the cookies of a handshake, decoded, first occurrence winning', () => {
    expect(parseCookieHeader('a=1; dealbook_session=x%2Ey; XSRF-TOKEN="q"; a=2')).toEqual({
      a: '1',
      dealbook_session: 'x.y',
      'XSRF-TOKEN': 'q',
    });
  });

  it('survives absent, empty and malformed headers', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('; =x; novalue; bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
});

import { describe, expect, it } from 'vitest';
import { accountFromAddressKey, backoffSeconds, signInBackoff, waitSeconds } from './sign-in-backoff.js';

describe('sign-in back-off', () => {
  const rule = signInBackoff.account;

  it('lets the first five failures of an account from one address through, then doubles the wait', () => {
    expect([0, 4].map((n) => backoffSeconds(rule, n))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => backoffSeconds(rule, n))).toEqual([30, 60, 120, 240, 480]);
  });

  it('never makes anybody wait longer than 15 minutes, however many failures', () => {
    expect(backoffSeconds(rule, 10)).toBe(900);
    expect(backoffSeconds(rule, 10_000)).toBe(900);
  });

  it('counts the wait from the latest failure', () => {
    expect(waitSeconds(rule, 6, 0)).toBe(60);
    expect(waitSeconds(rule, 6, 59.2)).toBe(1);
    expect(waitSeconds(rule, 6, 60)).toBe(0);
  });

  it('gives the address limit 20 free failures', () => {
    expect(backoffSeconds(signInBackoff.address, 19)).toBe(0);
    expect(backoffSeconds(signInBackoff.address, 20)).toBe(30);
  });

  it('keys an account per address, whatever the case of the e-mail', () => {
    expect(accountFromAddressKey('Ada@Example.com', '192.0.2.1')).toBe('192.0.2.1 ada@example.com');
    expect(accountFromAddressKey('ada@example.com', '192.0.2.2')).not.toBe(
      accountFromAddressKey('ada@example.com', '192.0.2.1'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { emailFromClaims } from './identity-claims.js';

describe('emailFromClaims', () => {
  it('takes the email claim, trimmed and lower-cased', () => {
    expect(emailFromClaims({ sub: 'x', email: ' Ada@Example.COM ', preferred_username: 'other@example.com' })).toBe(
      'ada@example.com',
    );
  });

  it('falls back to preferred_username, then upn, when they are e-mail addresses (Entra ID)', () => {
    expect(emailFromClaims({ preferred_username: 'grace@contoso.com' })).toBe('grace@contoso.com');
    expect(emailFromClaims({ preferred_username: 'grace', upn: 'Grace@Contoso.com' })).toBe('grace@contoso.com');
  });

  it('does not trust an email the provider marks unverified', () => {
    expect(emailFromClaims({ email: 'ceo@example.com', email_verified: false })).toBeUndefined();
    expect(emailFromClaims({ email: 'ceo@example.com', email_verified: false, upn: 'me@example.com' })).toBe(
      'me@example.com',
    );
    expect(emailFromClaims({ email: 'ceo@example.com', email_verified: true })).toBe('ceo@example.com');
  });

  it('finds nothing when no claim is an address', () => {
    expect(emailFromClaims({ sub: 'x', preferred_username: 'jdoe', email: 42 })).toBeUndefined();
    expect(emailFromClaims({ email: 'two words@example.com' })).toBeUndefined();
  });
});

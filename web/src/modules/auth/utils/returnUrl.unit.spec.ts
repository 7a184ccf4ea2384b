import { describe, expect, it } from 'vitest';
import { loginUrlFor } from './returnUrl.js';

describe('loginUrlFor', () => {
  it('remembers the requested page, encoded', () => {
    expect(loginUrlFor('/companies?x=1&y=2')).toBe('/login?returnUrl=%2Fcompanies%3Fx%3D1%26y%3D2');
  });

  it('adds no returnUrl when it would only lead to the dashboard', () => {
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/dashboard')).toBe('/login');
    expect(loginUrlFor('//evil.example')).toBe('/login');
  });
});

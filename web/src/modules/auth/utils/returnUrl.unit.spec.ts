import { describe, expect, it } from 'vitest';
import { loginUrlFor, resolveReturnUrl } from './returnUrl.js';

describe('resolveReturnUrl', () => {
  it('keeps an in-app path with its query and hash', () => {
    expect(resolveReturnUrl('/companies/0193?tab=history#top')).toBe('/companies/0193?tab=history#top');
  });

  it('replaces / and /login by the dashboard (spec §4.1)', () => {
    expect(resolveReturnUrl('/')).toBe('/dashboard');
    expect(resolveReturnUrl('/login')).toBe('/dashboard');
    expect(resolveReturnUrl('/login?returnUrl=%2Fcompanies')).toBe('/dashboard');
    expect(resolveReturnUrl('/login/')).toBe('/dashboard');
  });

  it('never returns to the sign-out pages, which would undo the sign-in', () => {
    expect(resolveReturnUrl('/logout')).toBe('/dashboard');
    expect(resolveReturnUrl('/logged-out')).toBe('/dashboard');
  });

  it('falls back to the dashboard when there is none', () => {
    expect(resolveReturnUrl(null)).toBe('/dashboard');
    expect(resolveReturnUrl(undefined)).toBe('/dashboard');
    expect(resolveReturnUrl('')).toBe('/dashboard');
  });

  it('refuses anything that would leave the site', () => {
    for (const hostile of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      'javascript:alert(1)',
      'companies',
      '/companies\nSet-Cookie:x',
    ]) {
      expect(resolveReturnUrl(hostile), hostile).toBe('/dashboard');
    }
  });
});

describe('loginUrlFor', () => {
  it('remembers the requested page, encoded', () => {
    expect(loginUrlFor('/companies?x=1&y=2')).toBe('/login?returnUrl=%2Fcompanies%3Fx%3D1%26y%3D2');
  });

  it('adds no returnUrl when it would only lead to the dashboard', () => {
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/dashboard')).toBe('/login');
  });
});

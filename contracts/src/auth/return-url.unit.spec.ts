import { describe, expect, it } from 'vitest';
import { Role } from '../roles.js';
import { resolveReturnUrl, returnUrlForRole } from './return-url.js';

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
      '/companies\\..\\\\evil.example',
      'javascript:alert(1)',
      'companies',
      '/companies\nSet-Cookie:x',
      '/companies\u007f',
    ]) {
      expect(resolveReturnUrl(hostile), hostile).toBe('/dashboard');
    }
  });
});

describe('returnUrlForRole', () => {
  it('prefixes /ext for external callers, once (spec §4.1)', () => {
    expect(returnUrlForRole('/projects/1', Role.external)).toBe('/ext/projects/1');
    expect(returnUrlForRole('/', Role.external)).toBe('/ext/dashboard');
    expect(returnUrlForRole('/ext/projects/1', Role.external)).toBe('/ext/projects/1');
    expect(returnUrlForRole('/ext', Role.external)).toBe('/ext');
    expect(returnUrlForRole('/extra', Role.external)).toBe('/ext/extra');
  });

  it('keeps clients in their portal: a return URL there, else its home', () => {
    expect(returnUrlForRole('/client/status?project=1', Role.client)).toBe('/client/status?project=1');
    expect(returnUrlForRole('/client', Role.client)).toBe('/client');
    expect(returnUrlForRole('/projects/1', Role.client)).toBe('/client');
    expect(returnUrlForRole('/clientele', Role.client)).toBe('/client');
    expect(returnUrlForRole('/', Role.client)).toBe('/client');
  });

  it('leaves the return URL of staff alone, still refusing other sites', () => {
    expect(returnUrlForRole('/projects/1', Role.manager)).toBe('/projects/1');
    expect(returnUrlForRole('//evil.example', Role.external)).toBe('/ext/dashboard');
  });
});

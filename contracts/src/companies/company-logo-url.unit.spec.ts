import { describe, expect, it } from 'vitest';
import { createCompanyBodySchema } from './company.js';

const logoUrlOf = (logoUrl: string) => createCompanyBodySchema.safeParse({ companyName: 'Acme Ltd', logoUrl });

describe('a company logo URL', () => {
  it('is an http(s) URL, this server’s logo route (relative, so it survives a host change) or empty', () => {
    expect(logoUrlOf('https://cdn.example.com/acme.png').success).toBe(true);
    expect(logoUrlOf('/api/company-data/logo/acme.com').success).toBe(true);
    expect(logoUrlOf('').success).toBe(true);
  });

  it('is nothing else: other schemes, other paths, or tricks around the route', () => {
    for (const bad of [
      'ftp://example.com/a.png',
      '/etc/passwd',
      '/api/company-data/logo/a/../../x',
      'javascript:alert(1)',
    ]) {
      expect(logoUrlOf(bad).success, bad).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadDirectoryConfig } from './directory-config.js';

describe('loadDirectoryConfig', () => {
  it('uses the built-in directory and the outbox when nothing is configured', () => {
    expect(loadDirectoryConfig({})).toEqual({
      kind: 'built-in',
      smtpUrl: undefined,
      mailFrom: 'Dealbook <no-reply@dealbook.invalid>',
    });
  });

  it('uses Microsoft Graph with its default endpoints once the tenant is set', () => {
    const config = loadDirectoryConfig({ GRAPH_TENANT_ID: 't1', GRAPH_CLIENT_ID: 'c1', GRAPH_CLIENT_SECRET: 's' });
    expect(config).toMatchObject({
      kind: 'graph',
      graph: {
        baseUrl: 'https://graph.microsoft.com',
        tokenUrl: 'https://login.microsoftonline.com/t1/oauth2/v2.0/token',
      },
    });
  });

  it('names what is missing or malformed instead of starting half-configured', () => {
    expect(() => loadDirectoryConfig({ DIRECTORY: 'graph', GRAPH_TENANT_ID: 't1' })).toThrow(
      'the Graph directory needs GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET',
    );
    expect(() => loadDirectoryConfig({ SMTP_URL: 'mail.example.com' })).toThrow('SMTP_URL must be an smtp://');
    expect(() => loadDirectoryConfig({ DIRECTORY: 'ldap' })).toThrow("DIRECTORY must be 'graph' or 'built-in'");
  });
});

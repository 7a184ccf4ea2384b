import { describe, expect, it } from 'vitest';
import { loadCompanyDataConfig } from './company-data-config.js';

describe('loadCompanyDataConfig', () => {
  it('is off without COMPANY_DATA_PROVIDER_KEY', () => {
    expect(loadCompanyDataConfig({})).toBeUndefined();
    expect(loadCompanyDataConfig({ COMPANY_DATA_CLIENT_ID: 'c' })).toBeUndefined();
  });

  it('is on with the key and the client id, on Brandfetch by default', () => {
    expect(loadCompanyDataConfig({ COMPANY_DATA_PROVIDER_KEY: 'k', COMPANY_DATA_CLIENT_ID: 'c' })).toEqual({
      apiKey: 'k',
      clientId: 'c',
      baseUrl: 'https://api.brandfetch.io',
    });
  });

  it('needs the client id with the key, and an http(s) base URL', () => {
    expect(() => loadCompanyDataConfig({ COMPANY_DATA_PROVIDER_KEY: 'k' })).toThrow(
      'COMPANY_DATA_CLIENT_ID is required with COMPANY_DATA_PROVIDER_KEY',
    );
    expect(() =>
      loadCompanyDataConfig({
        COMPANY_DATA_PROVIDER_KEY: 'k',
        COMPANY_DATA_CLIENT_ID: 'c',
        COMPANY_DATA_BASE_URL: 'x',
      }),
    ).toThrow('COMPANY_DATA_BASE_URL must be an http(s) URL');
  });
});

import { describe, expect, it } from 'vitest';
import { loadPlacesConfig } from './places-config.js';

describe('loadPlacesConfig', () => {
  it('is off without PLACES_API_KEY', () => {
    expect(loadPlacesConfig({})).toBeUndefined();
    expect(loadPlacesConfig({ PLACES_API_KEY: '  ', PLACES_REGION_CODES: 'gb' })).toBeUndefined();
  });

  it('is on with a key, on Google by default, anywhere unless regions are given', () => {
    expect(loadPlacesConfig({ PLACES_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      baseUrl: 'https://places.googleapis.com',
      regionCodes: [],
    });
    expect(
      loadPlacesConfig({
        PLACES_API_KEY: 'k',
        PLACES_API_BASE_URL: 'http://maps.test/',
        PLACES_REGION_CODES: 'GB, ie',
      }),
    ).toEqual({ apiKey: 'k', baseUrl: 'http://maps.test', regionCodes: ['gb', 'ie'] });
  });

  it('names a bad variable', () => {
    expect(() => loadPlacesConfig({ PLACES_API_KEY: 'k', PLACES_API_BASE_URL: 'ftp://x' })).toThrow(
      'PLACES_API_BASE_URL must be an http(s) URL',
    );
    expect(() => loadPlacesConfig({ PLACES_API_KEY: 'k', PLACES_REGION_CODES: 'gbr' })).toThrow('PLACES_REGION_CODES');
  });
});

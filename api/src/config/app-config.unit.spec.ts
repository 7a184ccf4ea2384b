import { describe, expect, it } from 'vitest';
import { configDocs, ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('runs on the embedded default with demo data when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      eventStore: { kind: 'postgres' },
      production: false,
      admin: undefined,
      brandName: 'Dealbook',
      sessionTtlSeconds: 8 * 3600,
      demoData: true,
    });
  });

  it('turns demo data off by default on a server database and in production', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/dealbook' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        EVENT_STORE: 'kurrentdb',
        DEALBOOK_ADMIN_EMAIL: 'boss@example.com',
        DEMO_DATA: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/KURRENTDB_URL: is required when EVENT_STORE=kurrentdb/);
    expect(attempt).toThrow(/DEALBOOK_ADMIN_PASSWORD/);
    expect(attempt).toThrow(/DEMO_DATA: must be true or false/);
  });

  it('takes the first administrator from both variables together', () => {
    const config = loadConfig({
      DEALBOOK_ADMIN_EMAIL: ' Boss@Example.com ',
      DEALBOOK_ADMIN_PASSWORD: 'long enough secret',
    });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'long enough secret' });
    expect(() => loadConfig({ DEALBOOK_ADMIN_EMAIL: 'boss@example.com', DEALBOOK_ADMIN_PASSWORD: 'short' })).toThrow(
      /at least 12/,
    );
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('documents every variable it reads', () => {
    const documented = new Set(configDocs.map((d) => d.name));
    const read = [
      'PORT',
      'DATA_DIR',
      'DATABASE_URL',
      'EVENT_STORE',
      'KURRENTDB_URL',
      'REDIS_URL',
      'NODE_ENV',
      'DEALBOOK_ADMIN_EMAIL',
      'DEALBOOK_ADMIN_PASSWORD',
      'BRAND_NAME',
      'SESSION_TTL_SECONDS',
      'DEMO_DATA',
    ];
    expect([...documented].sort()).toEqual(read.sort());
  });
});

import { describe, expect, it } from 'vitest';
import { configDocs, ConfigError, loadConfig } from './app-config.js';
import { directoryVariables } from '../../integrations/directory/directory-config.js';
import { placesVariables } from '../../integrations/places/places-config.js';
import { companyDataVariables } from '../../integrations/company-data/company-data-config.js';

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
      sessionIdleSeconds: 1801,
      demoData: true,
      passwordSignIn: true,
      oidc: undefined,
      trustProxy: 0,
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

  const oidc = {
    OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
    OIDC_CLIENT_ID: 'dealbook',
    OIDC_CLIENT_SECRET: 's3cret',
    OIDC_REDIRECT_URI: 'https://crm.example.com/api/login/sso/callback',
  };

  it('turns single sign-on on with all four OIDC variables, naming the button after the provider', () => {
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: oidc.OIDC_ISSUER,
      clientId: 'dealbook',
      clientSecret: 's3cret',
      redirectUri: oidc.OIDC_REDIRECT_URI,
      providerName: 'corporate single sign-on',
    });
    expect(loadConfig({ ...oidc, OIDC_PROVIDER_NAME: 'Contoso' }).oidc?.providerName).toBe('Contoso');
    expect(loadConfig({ ...oidc, PASSWORD_SIGN_IN: 'false' }).passwordSignIn).toBe(false);
  });

  it('refuses a partial OIDC configuration, naming what is missing', () => {
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_ID: 'dealbook' })).toThrow(
      /OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI: are required with OIDC_ISSUER, OIDC_CLIENT_ID/,
    );
  });

  it('refuses plain http to a remote identity provider and a redirect URI that is not the callback', () => {
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/OIDC_ISSUER: must be/);
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ ...oidc, OIDC_REDIRECT_URI: 'https://crm.example.com/callback' })).toThrow(
      /OIDC_REDIRECT_URI: must end with \/api\/login\/sso\/callback/,
    );
    expect(() => loadConfig({ ...oidc, OIDC_REDIRECT_URI: 'not a url' })).toThrow(/OIDC_REDIRECT_URI/);
  });

  it('refuses to turn password sign-in off when there is no single sign-on to use instead', () => {
    expect(() => loadConfig({ PASSWORD_SIGN_IN: 'false' })).toThrow(/PASSWORD_SIGN_IN: can only be false/);
  });

  it('reads the idle limit and the proxy count', () => {
    expect(loadConfig({ SESSION_IDLE_SECONDS: '60', TRUST_PROXY: '1' })).toMatchObject({
      sessionIdleSeconds: 60,
      trustProxy: 1,
    });
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '0' })).toThrow(/SESSION_IDLE_SECONDS/);
  });

  it('reads the origins trusted to open the socket, refusing anything that is not an origin', () => {
    expect(loadConfig({}).trustedOrigins).toEqual([]);
    expect(loadConfig({ TRUSTED_ORIGINS: ' https://crm.example.com, http://localhost:5173 ' }).trustedOrigins).toEqual([
      'https://crm.example.com',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://crm.example.com/app' })).toThrow(
      /TRUSTED_ORIGINS: https:\/\/crm.example.com\/app is not an origin/,
    );
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'crm.example.com' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('keeps files in DATA_DIR/files by default, with a 25 MB upload limit', () => {
    expect(loadConfig({ DATA_DIR: '/srv/dealbook' })).toMatchObject({
      fileStore: { kind: 'local', dir: '/srv/dealbook/files' },
      uploadMaxBytes: 26214400,
    });
    expect(loadConfig({ UPLOAD_MAX_BYTES: '1024' }).uploadMaxBytes).toBe(1024);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'lots' })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('uses an S3-compatible store with FILE_STORE=s3, which needs a bucket', () => {
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'dealbook-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'dealbook-files',
      region: 'eu-west-2',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: is required when FILE_STORE=s3/);
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
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
      'BUYER_LINK_ADDRESSES',
      'FIRM_TIME_ZONE',
      'CLIENT_APPROVAL_DUE_DAYS',
      'DATABASE_STATEMENT_TIMEOUT_SECONDS',
      'IDEMPOTENCY_KEY_HOURS',
      'IDEMPOTENCY_KEYS_PER_USER',
      'REPORT_SCHEDULE_CHECK_SECONDS',
      'REPORT_RUN_TAKEOVER_SECONDS',
      'SESSION_TTL_SECONDS',
      'SESSION_IDLE_SECONDS',
      'DEMO_DATA',
      'PASSWORD_SIGN_IN',
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_REDIRECT_URI',
      'OIDC_PROVIDER_NAME',
      'READY_FEED_LAG_SECONDS',
      'SHUTDOWN_DRAIN_SECONDS',
      'LOG_FORMAT',
      'METRICS_TOKEN',
      'TRUST_PROXY',
      'TRUSTED_ORIGINS',
      'FILE_STORE',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'UPLOAD_MAX_BYTES',
      'IMPORT_MAX_BYTES',
      'IMPORT_RESUME_AFTER_SECONDS',
      ...directoryVariables,
      ...placesVariables,
      ...companyDataVariables,
    ];
    expect([...documented].sort()).toEqual(read.sort());
  });
});

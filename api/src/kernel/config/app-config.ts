import { join } from 'node:path';
import { z } from 'zod';
import { DefaultClientApprovalDueDays } from '@dealbook/contracts';
import { DefaultFirmTimeZone, isTimeZone } from '@dealbook/projections';

/** One environment variable as the README's configuration table shows it. */
export interface ConfigDoc {
  name: string;
  default: string;
  description: string;
}

/**
 * Every environment variable the server reads (DESIGN §8). The README's configuration table is
 * checked against this list, so a variable added here without documentation fails the build.
 */
export const configDocs: readonly ConfigDoc[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port the API, the web app and the socket endpoint listen on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Folder of the embedded PostgreSQL server (used when DATABASE_URL is unset). One process per folder.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded)',
    description:
      'PostgreSQL server URL (postgres://user:password@host:5432/dealbook). Unset runs the embedded server in DATA_DIR.',
  },
  {
    name: 'EVENT_STORE',
    default: 'postgres',
    description: "Where domain events are stored: 'postgres' (same database) or 'kurrentdb' (needs KURRENTDB_URL).",
  },
  {
    name: 'KURRENTDB_URL',
    default: '(unset)',
    description: 'KurrentDB/EventStoreDB connection string, when EVENT_STORE=kurrentdb.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset: one process)',
    description: 'Redis URL for the socket.io redis-streams adapter, so several app instances share realtime rooms.',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description: "'production' makes cookies Secure, hides the demo administrator and demo data.",
  },
  {
    name: 'DEALBOOK_ADMIN_EMAIL',
    default: '(unset)',
    description: 'With DEALBOOK_ADMIN_PASSWORD: the first superadministrator, created when no user exists yet.',
  },
  {
    name: 'DEALBOOK_ADMIN_PASSWORD',
    default: '(unset)',
    description: 'Password of DEALBOOK_ADMIN_EMAIL (at least 12 characters).',
  },
  {
    name: 'FIRM_TIME_ZONE',
    default: 'Europe/London',
    description:
      'IANA time zone whose calendar days every dashboard counts in, the same for every viewer. Changing it needs `npm run projections:rebuild dashboards`.',
  },
  {
    name: 'CLIENT_APPROVAL_DUE_DAYS',
    default: '5',
    description:
      'Days an item submitted to a client may wait for their decision before it is flagged as overdue on the project and the manager dashboard.',
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_SECONDS',
    default: '60',
    description:
      'Longest a statement of a request may run, and longest a transaction may wait idle, before PostgreSQL ends it (migrations at start and the rebuild command are not bound).',
  },
  {
    name: 'IDEMPOTENCY_KEY_HOURS',
    default: '24',
    description:
      'How long the answer to a write sent with an `Idempotency-Key` is kept: a retry with the key within this time gets that answer instead of running the write again.',
  },
  {
    name: 'IDEMPOTENCY_KEYS_PER_USER',
    default: '10000',
    description:
      'Most write answers kept per user for retries (checked every minute): beyond it the oldest are dropped first, so one busy or careless client cannot fill the database within `IDEMPOTENCY_KEY_HOURS`.',
  },
  {
    name: 'REPORT_SCHEDULE_CHECK_SECONDS',
    default: '30',
    description:
      'How often each app instance looks for scheduled reports that are due (a run starts at most this late; each run is sent once whatever the number of instances).',
  },
  {
    name: 'REPORT_RUN_TAKEOVER_SECONDS',
    default: '300',
    description:
      'How long a scheduled report run may stay claimed and unfinished before another instance takes it over and sends it (its instance stopped during it); a run is claimed at most 3 times, then recorded as failed. Keep it well above the longest a run takes (its statements are bound by DATABASE_STATEMENT_TIMEOUT_SECONDS): an instance still at it when taken over sends it too.',
  },
  {
    name: 'BRAND_NAME',
    default: 'Dealbook',
    description:
      'Product name in the startup banner and the sign-in prompt ("Please sign in using your … credentials").',
  },
  {
    name: 'BUYER_LINK_ADDRESSES',
    default: 'network',
    description:
      "What a buyer document link's use records of the reader's IP address (issue 38): 'network' (IPv4 /24, IPv6 /48: where from, not which machine), 'full', or 'none'. Sealed with the recipient's key, erased with them.",
  },
  {
    name: 'SESSION_TTL_SECONDS',
    default: '28800',
    description: 'Longest life of a sign-in session, in seconds (8 hours), however active it is.',
  },
  {
    name: 'SESSION_IDLE_SECONDS',
    default: '1801',
    description:
      'A session unused for longer than this ends, on the server and in the browser (spec: 1800 s plus 1 s of grace).',
  },
  {
    name: 'PASSWORD_SIGN_IN',
    default: 'true',
    description: "'false' turns password sign-in off, so everybody signs in through single sign-on (needs OIDC_*).",
  },
  {
    name: 'OIDC_ISSUER',
    default: '(unset: password sign-in only)',
    description:
      'OpenID Connect issuer URL of the corporate identity provider (https; http only on localhost). Set with the other OIDC_* variables.',
  },
  {
    name: 'OIDC_CLIENT_ID',
    default: '(unset)',
    description: "Dealbook's client id at the identity provider.",
  },
  {
    name: 'OIDC_CLIENT_SECRET',
    default: '(unset)',
    description: "Dealbook's client secret at the identity provider.",
  },
  {
    name: 'OIDC_REDIRECT_URI',
    default: '(unset)',
    description:
      'The address the identity provider returns to, registered there: https://<your host>/api/login/sso/callback.',
  },
  {
    name: 'OIDC_PROVIDER_NAME',
    default: 'corporate single sign-on',
    description: 'Name on the sign-in button: "Sign in with <name>".',
  },
  {
    name: 'READY_FEED_LAG_SECONDS',
    default: '30',
    description:
      "How long this instance's change feed (the socket pushes) may be stuck behind the event log before `/api/health/ready` says not ready.",
  },
  {
    name: 'SHUTDOWN_DRAIN_SECONDS',
    default: '0',
    description:
      'On SIGTERM, how long the instance keeps serving with `/api/health/ready` answering 503 before it stops taking requests, so a load balancer moves traffic away first (a few seconds behind one; 0 stops at once).',
  },
  {
    name: 'LOG_FORMAT',
    default: 'text',
    description:
      "'json' writes one JSON object per line (time, level, context, request id, message) for a log collector, with an access line per request; 'text' is the console's readable lines, warnings and errors only.",
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: no metrics)',
    description:
      'Turns on `GET /metrics` (Prometheus text format) for scrapers sending `Authorization: Bearer <this token>`; at least 16 characters. Unset, /metrics answers 404.',
  },
  {
    name: 'TRUST_PROXY',
    default: '0',
    description:
      'Number of reverse proxies in front of the app; the client address (sign-in rate limit, recorded sessions) is then read from X-Forwarded-For.',
  },
  {
    name: 'TRUSTED_ORIGINS',
    default: '(unset: the host the request names)',
    description:
      "Comma-separated origins (https://crm.example.com) whose pages may open the realtime socket, besides the app's own (the origin whose host is the request's Host header). A handshake from any other origin is refused, so a page on another site cannot listen as a signed-in user.",
  },
  {
    name: 'DIRECTORY',
    default: 'graph when GRAPH_TENANT_ID is set, else built-in',
    description:
      "Directory behind the Guests screen: 'graph' (Microsoft Graph invitations and guests) or 'built-in' (invitations create pending users and e-mail a one-time sign-up link). Read by api/src/integrations/directory/directory-config.ts.",
  },
  {
    name: 'GRAPH_TENANT_ID',
    default: '(unset)',
    description:
      'Microsoft Entra tenant id; with GRAPH_CLIENT_ID and GRAPH_CLIENT_SECRET turns on the Graph directory.',
  },
  {
    name: 'GRAPH_CLIENT_ID',
    default: '(unset)',
    description: 'App registration used for Graph (client-credentials grant).',
  },
  {
    name: 'GRAPH_CLIENT_SECRET',
    default: '(unset)',
    description: "That app registration's client secret (server only).",
  },
  {
    name: 'GRAPH_BASE_URL',
    default: 'https://graph.microsoft.com',
    description: 'Graph endpoint; the token scope is {GRAPH_BASE_URL}/.default.',
  },
  {
    name: 'GRAPH_TOKEN_URL',
    default: 'https://login.microsoftonline.com/{GRAPH_TENANT_ID}/oauth2/v2.0/token',
    description: 'Token endpoint of the client-credentials grant.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: outbox)',
    description:
      'smtp:// or smtps:// server for invitation e-mails; unset, they go to an outbox the Guests screen shows (GET /api/directory/outbox).',
  },
  { name: 'MAIL_FROM', default: 'Dealbook <no-reply@dealbook.invalid>', description: 'Sender of those e-mails.' },
  {
    name: 'DEMO_DATA',
    default: 'on when embedded and not production',
    description: "'true' loads demo companies into an empty database at start; 'false' never does.",
  },
  {
    name: 'FILE_STORE',
    default: 'local',
    description:
      "Where uploaded files are kept: 'local' (the folder DATA_DIR/files) or 's3' (any S3-compatible store).",
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description: 'Bucket of the uploaded files, when FILE_STORE=s3 (required then).',
  },
  { name: 'S3_REGION', default: 'eu-west-2', description: 'Region of that bucket.' },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    description:
      'Endpoint of another S3-compatible store (MinIO, Ceph …). Credentials come from the standard AWS chain.',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: "'true' addresses the bucket in the path (host/bucket/key), as most self-hosted stores need.",
  },
  {
    name: 'UPLOAD_MAX_BYTES',
    default: '26214400',
    description: 'Largest file an attachment upload accepts, in bytes (25 MB); larger uploads get 413.',
  },
  {
    name: 'IMPORT_MAX_BYTES',
    default: '536870912',
    description:
      'Largest spreadsheet a data upload (/upload) accepts, in bytes (512 MB: a million rows); larger files get 413. The file is streamed to disk, never held in memory.',
  },
  {
    name: 'IMPORT_RESUME_AFTER_SECONDS',
    default: '15',
    description:
      "How long an import's check, run or undo may go without recording a batch before another instance (or this one after a restart) goes on with it from its last batch.",
  },
  {
    name: 'PLACES_API_KEY',
    default: '(unset: no address lookup)',
    description:
      'Google Places API (New) key (server only); turns on address autocomplete in the address forms. Read by api/src/integrations/places/places-config.ts.',
  },
  { name: 'PLACES_API_BASE_URL', default: 'https://places.googleapis.com', description: 'Places API endpoint.' },
  {
    name: 'PLACES_REGION_CODES',
    default: '(unset: anywhere)',
    description: 'Up to 15 comma-separated two-letter region codes the address suggestions are limited to, e.g. gb.',
  },
  {
    name: 'COMPANY_DATA_PROVIDER_KEY',
    default: '(unset: no company data)',
    description:
      'Brandfetch API key (server only); with COMPANY_DATA_CLIENT_ID turns on company-name autocomplete and logos by domain. Read by api/src/integrations/company-data/company-data-config.ts.',
  },
  {
    name: 'COMPANY_DATA_CLIENT_ID',
    default: '(unset)',
    description:
      'Brandfetch client id for its Brand Search API (required with COMPANY_DATA_PROVIDER_KEY; server only).',
  },
  { name: 'COMPANY_DATA_BASE_URL', default: 'https://api.brandfetch.io', description: 'Brandfetch API endpoint.' },
];

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Where the identity provider sends the browser back to (the API's callback route). */
export const ssoCallbackPath = '/api/login/sso/callback';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An absolute https URL, or http on this machine only (development and tests). */
function isSecureUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

const secureUrl = z.string().trim().refine(isSecureUrl, 'must be an absolute https URL (plain http only on localhost)');

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

const envSchema = z.object({
  PORT: optional(z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535)).default(3000),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  EVENT_STORE: optional(z.enum(['postgres', 'kurrentdb'])).default('postgres'),
  KURRENTDB_URL: optional(z.string()),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  NODE_ENV: optional(z.string()).default('development'),
  DEALBOOK_ADMIN_EMAIL: optional(z.string().trim().toLowerCase().email('must be an e-mail address')),
  DEALBOOK_ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  BRAND_NAME: optional(z.string().trim().min(1)).default('Dealbook'),
  BUYER_LINK_ADDRESSES: optional(
    z.enum(['network', 'full', 'none'], { error: 'must be network, full or none' }),
  ).default('network'),
  FIRM_TIME_ZONE: optional(
    z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as Europe/London'),
  ).default(DefaultFirmTimeZone),
  CLIENT_APPROVAL_DUE_DAYS: optional(
    z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365),
  ).default(DefaultClientApprovalDueDays),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: optional(
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(3600),
  ).default(60),
  IDEMPOTENCY_KEY_HOURS: optional(z.coerce.number({ error: 'must be a number of hours' }).min(1).max(720)).default(24),
  IDEMPOTENCY_KEYS_PER_USER: optional(
    z.coerce.number({ error: 'must be a whole number of keys' }).int().min(100).max(1_000_000),
  ).default(10_000),
  REPORT_SCHEDULE_CHECK_SECONDS: optional(
    z.coerce.number({ error: 'must be a number of seconds' }).min(0.1).max(3600),
  ).default(30),
  REPORT_RUN_TAKEOVER_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1)
      .max(24 * 3600),
  ).default(300),
  SESSION_TTL_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(60)
      .max(30 * 24 * 3600),
  ).default(8 * 3600),
  SESSION_IDLE_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(1)
      .max(24 * 3600),
  ).default(1801),
  DEMO_DATA: optional(flag),
  PASSWORD_SIGN_IN: optional(flag).default(true),
  OIDC_ISSUER: optional(secureUrl),
  OIDC_CLIENT_ID: optional(z.string().trim().min(1)),
  OIDC_CLIENT_SECRET: optional(z.string().min(1)),
  OIDC_REDIRECT_URI: optional(
    secureUrl.refine(
      (url) => !URL.canParse(url) || new URL(url).pathname.endsWith(ssoCallbackPath),
      `must end with ${ssoCallbackPath}`,
    ),
  ),
  OIDC_PROVIDER_NAME: optional(z.string().trim().min(1).max(80)).default('corporate single sign-on'),
  READY_FEED_LAG_SECONDS: optional(z.coerce.number({ error: 'must be a number of seconds' }).min(1).max(3600)).default(
    30,
  ),
  SHUTDOWN_DRAIN_SECONDS: optional(z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(300)).default(
    0,
  ),
  LOG_FORMAT: optional(z.enum(['text', 'json'], { error: "must be 'text' or 'json'" })).default('text'),
  METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters')),
  TRUST_PROXY: optional(z.coerce.number({ error: 'must be a number of proxies' }).int().min(0).max(10)).default(0),
  TRUSTED_ORIGINS: optional(z.string().trim())
    .transform((value, context) => originsOf(value ?? '', context))
    .default([]),
  FILE_STORE: optional(z.enum(['local', 's3'])).default('local'),
  S3_BUCKET: optional(z.string().trim().min(3).max(63)),
  S3_REGION: optional(z.string().trim().min(1)).default('eu-west-2'),
  S3_ENDPOINT: optional(secureOrLocalHttp()),
  S3_FORCE_PATH_STYLE: optional(flag).default(false),
  UPLOAD_MAX_BYTES: optional(
    z.coerce
      .number({ error: 'must be a number of bytes' })
      .int()
      .min(1)
      .max(5 * 1024 ** 3),
  ).default(25 * 1024 * 1024),
  IMPORT_MAX_BYTES: optional(
    z.coerce
      .number({ error: 'must be a number of bytes' })
      .int()
      .min(1)
      .max(16 * 1024 ** 3),
  ).default(512 * 1024 * 1024),
  IMPORT_RESUME_AFTER_SECONDS: optional(
    z.coerce.number({ error: 'must be a number of seconds' }).min(1).max(3600),
  ).default(15),
});

/** `https://a.example, http://localhost:5173` as origins, each checked to be one (scheme, host, port; no path). */
function originsOf(list: string, context: z.RefinementCtx): string[] {
  const origins = list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol) || new URL(origin).origin !== origin) {
      context.addIssue({ code: 'custom', message: `${origin} is not an origin such as https://crm.example.com` });
    }
  }
  return origins;
}

/** An S3-compatible endpoint: any http(s) URL (self-hosted stores often speak plain http inside a network). */
function secureOrLocalHttp() {
  return z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) URL');
}

const oidcVariables = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const;

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  eventStore: { kind: 'postgres' } | { kind: 'kurrentdb'; url: string };
  redisUrl: string | undefined;
  nodeEnv: string;
  production: boolean;
  admin: { email: string; password: string } | undefined;
  brandName: string;
  /** What a buyer link's use keeps of the reader's address (issue 38). */
  buyerLinkAddresses: 'network' | 'full' | 'none';
  /** Where the dashboards' days begin and end (the projections read the same variable). */
  firmTimeZone: string;
  /** Days a client may take over an approval before it is flagged (issue 14). */
  clientApprovalDueDays: number;
  /** How often the scheduler looks for due report runs (issue 15). */
  /** DATABASE_STATEMENT_TIMEOUT_SECONDS: the app pool's statement and idle-in-transaction timeouts. */
  databaseStatementTimeoutSeconds: number;
  /** IDEMPOTENCY_KEY_HOURS: how long a write's answer is kept for retries with its key (issue 36). */
  idempotencyKeyHours: number;
  /** IDEMPOTENCY_KEYS_PER_USER: most keys kept per user; the oldest beyond it are dropped (issue 36). */
  idempotencyKeysPerUser: number;
  reportScheduleCheckSeconds: number;
  /** REPORT_RUN_TAKEOVER_SECONDS: a claimed run unfinished this long is taken over by another instance. */
  reportRunTakeoverSeconds: number;
  sessionTtlSeconds: number;
  /** Idle limit of a session (spec §9: 1800 s + 1 s). */
  sessionIdleSeconds: number;
  demoData: boolean;
  passwordSignIn: boolean;
  /** Corporate single sign-on; undefined when the OIDC_* variables are unset. */
  oidc: OidcConfig | undefined;
  /** Reverse proxies in front of the app, for Express's `trust proxy`. */
  trustProxy: number;
  /** TRUSTED_ORIGINS: pages of these origins may open the socket, besides the app's own (issue 39). */
  trustedOrigins: readonly string[];
  /** READY_FEED_LAG_SECONDS: how long the change feed may be stuck before readiness fails (issue 36). */
  readyFeedLagSeconds: number;
  /** SHUTDOWN_DRAIN_SECONDS: how long SIGTERM keeps serving, not ready, before stopping (issue 36). */
  shutdownDrainSeconds: number;
  /** LOG_FORMAT: JSON lines for a log collector, or the console's text (issue 36). */
  logFormat: 'text' | 'json';
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; undefined turns metrics off (issue 36). */
  metricsToken: string | undefined;
  /** Where attachment files live (DESIGN §8). */
  fileStore: FileStoreConfig;
  uploadMaxBytes: number;
  importMaxBytes: number;
  importResumeAfterSeconds: number;
}

export type FileStoreConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean };

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  providerName: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the environment once, at start; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const given = (name: string) => Boolean(env[name]?.trim());
  if (env.EVENT_STORE === 'kurrentdb' && !given('KURRENTDB_URL')) {
    problems.push('KURRENTDB_URL: is required when EVENT_STORE=kurrentdb');
  }
  if (given('DEALBOOK_ADMIN_EMAIL') !== given('DEALBOOK_ADMIN_PASSWORD')) {
    problems.push('DEALBOOK_ADMIN_EMAIL, DEALBOOK_ADMIN_PASSWORD: are set together or not at all');
  }
  const oidcGiven = oidcVariables.filter(given);
  if (oidcGiven.length > 0 && oidcGiven.length < oidcVariables.length) {
    const missing = oidcVariables.filter((name) => !given(name));
    problems.push(`${missing.join(', ')}: are required with ${oidcGiven.join(', ')} (all OIDC_* together or none)`);
  }
  if (parsed.success && !parsed.data.PASSWORD_SIGN_IN && oidcGiven.length === 0) {
    problems.push('PASSWORD_SIGN_IN: can only be false when single sign-on (OIDC_*) is configured');
  }
  if (env.FILE_STORE === 's3' && !given('S3_BUCKET')) problems.push('S3_BUCKET: is required when FILE_STORE=s3');
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const embedded = !e.DATABASE_URL;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    eventStore: e.EVENT_STORE === 'kurrentdb' ? { kind: 'kurrentdb', url: e.KURRENTDB_URL! } : { kind: 'postgres' },
    redisUrl: e.REDIS_URL,
    nodeEnv: e.NODE_ENV,
    production,
    admin:
      e.DEALBOOK_ADMIN_EMAIL && e.DEALBOOK_ADMIN_PASSWORD
        ? { email: e.DEALBOOK_ADMIN_EMAIL, password: e.DEALBOOK_ADMIN_PASSWORD }
        : undefined,
    brandName: e.BRAND_NAME,
    buyerLinkAddresses: e.BUYER_LINK_ADDRESSES,
    firmTimeZone: e.FIRM_TIME_ZONE,
    clientApprovalDueDays: e.CLIENT_APPROVAL_DUE_DAYS,
    databaseStatementTimeoutSeconds: e.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    idempotencyKeyHours: e.IDEMPOTENCY_KEY_HOURS,
    idempotencyKeysPerUser: e.IDEMPOTENCY_KEYS_PER_USER,
    reportScheduleCheckSeconds: e.REPORT_SCHEDULE_CHECK_SECONDS,
    reportRunTakeoverSeconds: e.REPORT_RUN_TAKEOVER_SECONDS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    demoData: e.DEMO_DATA ?? (embedded && !production),
    passwordSignIn: e.PASSWORD_SIGN_IN,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET && e.OIDC_REDIRECT_URI
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            redirectUri: e.OIDC_REDIRECT_URI,
            providerName: e.OIDC_PROVIDER_NAME,
          }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    trustedOrigins: e.TRUSTED_ORIGINS,
    readyFeedLagSeconds: e.READY_FEED_LAG_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    fileStore:
      e.FILE_STORE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: join(e.DATA_DIR, 'files') },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    importMaxBytes: e.IMPORT_MAX_BYTES,
    importResumeAfterSeconds: e.IMPORT_RESUME_AFTER_SECONDS,
  };
}

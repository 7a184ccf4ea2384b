import { z } from 'zod';

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
    name: 'BRAND_NAME',
    default: 'Dealbook',
    description:
      'Product name in the startup banner. (The web app still says Dealbook; serving the brand to it is part of issue 3.)',
  },
  {
    name: 'SESSION_TTL_SECONDS',
    default: '28800',
    description: 'Lifetime of a sign-in session token, in seconds (8 hours).',
  },
  {
    name: 'DEMO_DATA',
    default: 'on when embedded and not production',
    description: "'true' loads demo companies into an empty database at start; 'false' never does.",
  },
];

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

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
  SESSION_TTL_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(60)
      .max(30 * 24 * 3600),
  ).default(8 * 3600),
  DEMO_DATA: optional(flag),
});

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
  sessionTtlSeconds: number;
  demoData: boolean;
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
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    demoData: e.DEMO_DATA ?? (embedded && !production),
  };
}

import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const httpUrl = z
  .string()
  .trim()
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) URL');

const envSchema = z.object({
  DIRECTORY: optional(z.enum(['graph', 'built-in'], { message: "must be 'graph' or 'built-in'" })),
  GRAPH_TENANT_ID: optional(z.string().trim()),
  GRAPH_CLIENT_ID: optional(z.string().trim()),
  GRAPH_CLIENT_SECRET: optional(z.string()),
  GRAPH_BASE_URL: optional(httpUrl),
  GRAPH_TOKEN_URL: optional(httpUrl),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: optional(z.string().trim().max(320)),
});

export interface GraphSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  tokenUrl: string;
}

export type DirectoryConfig =
  | { kind: 'graph'; graph: GraphSettings; smtpUrl?: string; mailFrom: string }
  | { kind: 'built-in'; smtpUrl?: string; mailFrom: string };

/** The environment variables this module reads (documented in configDocs and the README). */
export const directoryVariables = Object.keys(envSchema.shape);

export const defaultGraphBaseUrl = 'https://graph.microsoft.com';
export const defaultMailFrom = 'Dealbook <no-reply@dealbook.invalid>';

/**
 * The directory's settings, from the environment. Microsoft Graph when its three settings are
 * present (or DIRECTORY=graph), otherwise the built-in directory. Fails fast naming the variable.
 */
export function loadDirectoryConfig(env: NodeJS.ProcessEnv = process.env): DirectoryConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid directory configuration: ${problems}`);
  }
  const e = parsed.data;
  const mail = { smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM ?? defaultMailFrom };
  const kind = e.DIRECTORY ?? (e.GRAPH_TENANT_ID ? 'graph' : 'built-in');
  if (kind === 'built-in') return { kind, ...mail };
  const missing = (['GRAPH_TENANT_ID', 'GRAPH_CLIENT_ID', 'GRAPH_CLIENT_SECRET'] as const).filter((n) => !e[n]);
  if (missing.length > 0)
    throw new Error(`Invalid directory configuration: the Graph directory needs ${missing.join(', ')}`);
  const tenantId = e.GRAPH_TENANT_ID!;
  return {
    kind,
    ...mail,
    graph: {
      tenantId,
      clientId: e.GRAPH_CLIENT_ID!,
      clientSecret: e.GRAPH_CLIENT_SECRET!,
      baseUrl: (e.GRAPH_BASE_URL ?? defaultGraphBaseUrl).replace(/\/+$/, ''),
      tokenUrl:
        e.GRAPH_TOKEN_URL ?? `https://login.microsoftonline.com/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`,
    },
  };
}

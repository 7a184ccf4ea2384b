import { z } from 'zod';

/**
 * Building blocks of the response schemas: what the API answers, described with zod so that the
 * OpenAPI document (and a client generated from it) types every body. Each response schema is
 * checked against its TypeScript type where it is declared (`satisfies z.ZodType<T>`).
 */
export const idListSchema = z.array(z.string());

/** The keys every stored record carries. */
export const recordKeys = {
  _id: z.string(),
  /** The stream version: send it back in `If-Match` to update or delete. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const personSummarySchema = z.object({ _id: z.string(), fullName: z.string() });

/** A list of id lists, one per name (a record's child lists: tasks, notes …). */
export function idListsOf<const N extends readonly string[]>(names: N) {
  return Object.fromEntries(names.map((name) => [name, idListSchema])) as Record<N[number], typeof idListSchema>;
}

/** Bare counts (GET …/count) answer a JSON number. */
export const countSchema = z.number().int().min(0);

/**
 * A piece of a history line: words, or the name of a record with where it lives, so the screen
 * can link it (a purchaser's page is its project's). Staff and people are `user`.
 */
export const sentencePartSchema = z.object({
  text: z.string(),
  record: z.object({ type: z.string(), _id: z.string(), projectId: z.string().nullable() }).optional(),
});
export type SentencePart = z.output<typeof sentencePartSchema>;

/** One domain event as the history endpoint shows it to an auditor. */
export const historyEntrySchema = z.object({
  type: z.string(),
  version: z.number().int(),
  recordedAt: z.string(),
  actor: personSummarySchema.nullable(),
  /** The bulk operation the actor ran that wrote the event ("Import of companies.xlsx"); absent for a person's own edit. */
  via: z.object({ kind: z.string(), id: z.string(), label: z.string() }).optional(),
  data: z.unknown(),
  /**
   * The record whose stream holds the event, in a history that merges several (a project's
   * history shows its purchases' and communications' events too); `version` is that stream's.
   */
  source: z.object({ type: z.string(), id: z.string(), name: z.string() }).optional(),
  /** What happened in words, records named and linkable: "Oliver Grant linked the task … to Acme Ltd". */
  sentence: z.array(sentencePartSchema),
});

export const healthStatusSchema = z.object({ status: z.enum(['ok', 'degraded']) });
/** Whether a load balancer should send this instance requests, and if not, why (issue 36). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  /** Empty when ready: 'draining' (shutting down), 'database' (not answering), 'change feed' (pushes behind). */
  reasons: z.array(z.enum(['draining', 'database', 'change feed'])),
});
export const healthReportSchema = healthStatusSchema.extend({
  database: z.object({ kind: z.enum(['embedded', 'server']), version: z.string() }),
  eventStore: z.object({ kind: z.string(), head: z.string().nullable() }),
  projections: z.array(z.object({ name: z.string(), mode: z.enum(['inline', 'catch-up']), lag: z.number() })),
});

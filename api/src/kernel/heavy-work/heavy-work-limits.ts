/**
 * The kinds of request that cost the server far more than a page of a list, and how many of each
 * may run at once: for one person, and on one instance for everybody. Beyond either, the request
 * is refused at once with 429 and Retry-After rather than queued, so one person (or one burst)
 * cannot take the database pool, the memory or the event loop from everyone else.
 */
export const HeavyWorkLimits = {
  /**
   * A report as of a past instant replays the whole log into temporary read models on a
   * connection of its own (REPLAY_DATABASE): seconds to minutes. The instance limit is also the
   * size of that pool, so a replay never waits for a connection another replay holds.
   */
  asOfReport: {
    perUser: 1,
    perInstance: 2,
    retryAfterSeconds: 30,
    one: 'a report as of a past date',
    many: 'reports as of a past date',
  },
  /** A spreadsheet or PDF written from a list or a report: streamed, but CPU and memory while it runs. */
  fileRender: { perUser: 2, perInstance: 4, retryAfterSeconds: 10, one: 'an export', many: 'exports' },
  /** A spreadsheet uploaded to import: read through once to find its columns and a sample. */
  importRead: { perUser: 1, perInstance: 2, retryAfterSeconds: 10, one: 'an import', many: 'imports' },
  /** A buyer's watermarked copy of a PDF (issue 38), made per download: per link, not per user. */
  watermark: {
    perUser: 2,
    perInstance: 4,
    retryAfterSeconds: 10,
    one: 'a document being prepared',
    many: 'documents being prepared',
  },
} as const satisfies Record<string, HeavyWorkLimit>;

export interface HeavyWorkLimit {
  perUser: number;
  perInstance: number;
  /** What a refused client is told to wait: about how long one such request takes. */
  retryAfterSeconds: number;
  /** The work in the words of a refusal: "You already have an export running…". */
  one: string;
  /** "The server is busy with other people's exports…". */
  many: string;
}

export type HeavyWorkKind = keyof typeof HeavyWorkLimits;

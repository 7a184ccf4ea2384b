/** An answer recorded for an `Idempotency-Key`, sent again to a retry of its request. */
export interface StoredAnswer {
  status: number;
  /** The headers that describe the answer (content type, ETag, Location …), by lower-case name. */
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Thrown to answer a retried request with the first attempt's answer (the exception filter sends it). */
export class ReplayedAnswer extends Error {
  override readonly name = 'ReplayedAnswer';

  constructor(readonly answer: StoredAnswer) {
    super('The answer to the first request with this Idempotency-Key');
  }
}

import { z } from 'zod';

export interface FormProblems {
  /** A problem only the form can see (text that is not a number …), shown on that field. */
  add(field: string, message: string): void;
}

/**
 * A form's schema: what the person typed made into the request's body (text to numbers, '' to
 * null), then the contract's own schema, so the form checks exactly what the server will.
 */
export function formSchema<Values, Output, Candidate>(
  toCandidate: (values: Values, problems: FormProblems) => Candidate,
  contract: z.ZodType<Output, Candidate>,
): z.ZodType<Output, Values> {
  return (
    z
      .custom<Values>()
      .transform((values, ctx) =>
        toCandidate(values, { add: (field, message) => ctx.addIssue({ code: 'custom', message, path: [field] }) }),
      )
      // The transform's result is the candidate itself (no promise): the contract reads it as it is.
      .pipe(contract as z.ZodType<Output, Awaited<Candidate>>)
  );
}

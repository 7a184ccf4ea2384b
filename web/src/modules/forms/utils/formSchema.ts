import { z } from 'zod';

export interface FormProblems {
  /** A problem only the form can see (text that is not a number …), shown on that field. */
  add(field: string, message: string): void;
}

/**
 * A form's schema: what the person typed made into the request's body (text to numbers, '' to
 * null), then checked by the contract's own schema, so the form checks exactly what the server
 * will. Every problem shows at once: the form's own (a field it could not read) and the
 * contract's on every other field.
 */
export function formSchema<Values, Output>(
  toCandidate: (values: Values, problems: FormProblems) => unknown,
  // Whatever the candidate's type, the contract decides at run time, exactly as the server does.
  contract: z.ZodType<Output, unknown>,
): z.ZodType<Output, Values> {
  return z.custom<Values>().transform((values, ctx) => {
    const unreadable = new Set<string>();
    const candidate = toCandidate(values, {
      add: (field, message) => {
        unreadable.add(field);
        ctx.addIssue({ code: 'custom', message, path: [field] });
      },
    });
    const checked = contract.safeParse(candidate);
    if (checked.success) return unreadable.size === 0 ? checked.data : z.NEVER;
    for (const issue of checked.error.issues) {
      // The contract saw a stand-in for a field the form could not read: its message would mislead.
      if (!unreadable.has(String(issue.path[0]))) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
    return z.NEVER;
  });
}

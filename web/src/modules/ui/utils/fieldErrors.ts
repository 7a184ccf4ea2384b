/** Field -> message; `_form` holds problems that belong to no single field. */
export type FieldErrors = Partial<Record<string, string>>;

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** The first problem of each top-level field, as the form shows it beside that field. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

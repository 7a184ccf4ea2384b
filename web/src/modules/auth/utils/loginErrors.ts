import { labelledMessage } from '../../forms/utils/labelledMessage.js';

/** The sign-in form's field → message (it keeps its own small form: see LoginForm). */
export type FieldErrors = Partial<Record<string, string>>;

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

const loginLabels = { email: 'E-mail', password: 'Password' };

/** The first problem of each field, in the words of its label, as the form shows it beside it. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    errors[key] ??= labelledMessage(issue.message, loginLabels, key);
  }
  return errors;
}

/** A 400's messages, in the words of the labels. */
export function labelledDetails(details: Readonly<Record<string, string>>): FieldErrors {
  return Object.fromEntries(
    Object.entries(details).map(([key, message]) => [key, labelledMessage(message, loginLabels, key)]),
  );
}

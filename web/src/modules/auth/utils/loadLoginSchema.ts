import type { loginBodySchema } from '@dealbook/contracts';

let loading: Promise<typeof loginBodySchema> | undefined;

/**
 * The sign-in form's schema, with zod, fetched when the person starts typing rather than with
 * the page: the sign-in page is the first thing anyone downloads. A failed fetch is retried.
 */
export function loadLoginSchema(): Promise<typeof loginBodySchema> {
  loading ??= import('./loginBodySchema.js').then(
    (module) => module.loginBodySchema,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

import { createUserBodySchema, Role, RoleLabels, roleLabel, RoleNames, type CreateUserBody } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

export interface UsersFilter {
  search: string;
  /** A role number, or null for every role. */
  role: number | null;
  /** null: active and inactive alike. */
  isActive: boolean | null;
}

export { roleLabel };

/** The roles in the order of spec §3.1, as select options. */
export const roleOptions: readonly { value: number; label: string }[] = RoleNames.map((name) => ({
  value: Role[name],
  label: RoleLabels[name],
}));

/** The query string of GET /api/users for one page of the filtered list (the server sorts by last name). */
export function usersQuery(filter: UsersFilter, limit: number, offset: number): string {
  const params = new URLSearchParams();
  const search = filter.search.trim();
  if (search !== '') params.set('search', search);
  if (filter.role !== null) params.set('role', String(filter.role));
  if (filter.isActive !== null) params.set('isActive', String(filter.isActive));
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}

/** Lowering someone's role takes access away, so the screen asks first. */
export function isDemotion(from: number, to: number): boolean {
  return to < from;
}

/** "Showing 21–40 of 57" for a page of the list. */
export function pageRange(offset: number, rows: number, total: number): string {
  if (total === 0 || rows === 0) return 'No users';
  return `Showing ${offset + 1}–${offset + rows} of ${total}`;
}

/** The new user dialog's values: role as its number, password '' for none. */
export interface NewUserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: number;
  password: string;
}

export const newUserFormValues: NewUserFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  role: Role.user,
  password: '',
};

/** The new user dialog's fields as they are named in its messages. */
export const newUserFieldLabels = {
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  password: 'Password',
} as const satisfies Record<keyof NewUserFormValues, string>;

/** The body of POST /api/user: no password (signing in by single sign-on or invitation) when left empty. */
export const newUserFormSchema = formSchema(
  (values: NewUserFormValues): CreateUserBody => ({ ...values, password: values.password || undefined }),
  createUserBodySchema,
);

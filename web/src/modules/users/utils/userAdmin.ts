import {
  createUserBodySchema,
  Role,
  RoleAbilities,
  RoleLabels,
  roleLabel,
  roleName,
  RoleNames,
  type CreateUserBody,
} from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';
import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';
import { sortParam, type ListSort } from '../../records/utils/listSort.js';

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

export const emptyUsersFilter: UsersFilter = { search: '', role: null, isActive: null };

export const userSortFields = ['lastName', 'firstName', 'email', 'role', 'createdAt', 'updatedAt'] as const;
export type UserSortField = (typeof userSortFields)[number];

export const defaultUserSort: ListSort<UserSortField> = { field: 'lastName', descending: false };

/** The query string of GET /api/users for one page of the filtered list, then paging and sort. */
export function usersQuery(filter: UsersFilter, sort: ListSort<UserSortField>, page: ListPageRequest): string {
  const params = new URLSearchParams();
  const search = filter.search.trim();
  if (search !== '') params.set('search', search);
  if (filter.role !== null) params.set('role', String(filter.role));
  if (filter.isActive !== null) params.set('isActive', String(filter.isActive));
  appendPage(params, page);
  params.set('sort', sortParam(sort));
  return params.toString();
}

/** What the confirmation of a role change says and how loudly. */
export interface RoleChangeQuestion {
  question: string;
  detail: string;
  /** Raising to administrator or above hands over the user list itself: the loudest colour. */
  intent: 'warning' | 'danger';
  confirm: string;
}

/**
 * Every role change is confirmed: lowering takes access away, and raising (above all to admin or
 * superadmin) grants it, which is the more dangerous of the two. The question names what the new
 * role may do, so nobody grants or removes access without reading it.
 */
export function roleChangeQuestion(person: string, from: number, to: number): RoleChangeQuestion {
  const [fromLabel, toLabel] = [roleLabel(from), roleLabel(to)];
  const name = roleName(to);
  const abilities = name ? RoleAbilities[name] : '';
  if (to > from) {
    return {
      question: `Raise ${person} from ${fromLabel} to ${toLabel}?`,
      detail: `As ${toLabel} they can ${abilities}.`,
      intent: to >= Role.admin ? 'danger' : 'warning',
      confirm: `Make them ${toLabel}`,
    };
  }
  return {
    question: `Lower ${person} from ${fromLabel} to ${toLabel}?`,
    detail: `They lose what ${fromLabel} allowed. As ${toLabel} they can ${abilities}.`,
    intent: 'warning',
    confirm: `Make them ${toLabel}`,
  };
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

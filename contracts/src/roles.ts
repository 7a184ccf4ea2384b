/**
 * Roles of spec §6. Staff roles (user and above) are hierarchical: a manager passes a user check.
 * External callers and clients are exact: neither passes the other's check nor a staff check.
 */
export const Role = { client: 0, external: 1, user: 2, manager: 3, admin: 4, superadmin: 5 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export type RoleName = keyof typeof Role;

export const RoleNames = Object.keys(Role) as RoleName[];

/** What people call each role, on screen and in the spreadsheets the server writes. */
export const RoleLabels: Record<RoleName, string> = {
  client: 'Client',
  external: 'External caller',
  user: 'User',
  manager: 'Manager',
  admin: 'Admin',
  superadmin: 'Super admin',
};

/**
 * What a person holding each role can do, completing "As Manager they can …": the confirmation of a role change names it,
 * so whoever changes a role sees what they grant or take away. Each staff role adds to the one below.
 */
export const RoleAbilities: Record<RoleName, string> = {
  client: "see their own company's project status and approve the work sent to them, nothing else",
  external: 'log calls to the potential purchasers of the projects they are assigned to, nothing else',
  user: 'work with every company, contact, project, task, note and report, and log calls on every project',
  manager: "also see the team dashboard, set the team's targets and assign external callers",
  admin: 'also add, change and remove users (up to administrator), upload data and manage guests',
  superadmin: "also manage other super administrators and see the external callers' dashboard",
};

export function roleLabel(role: number): string {
  const name = RoleNames.find((candidate) => Role[candidate] === role);
  return name ? RoleLabels[name] : `Role ${role}`;
}

const exactRoles: ReadonlySet<RoleName> = new Set(['client', 'external']);

/** Whether a user holding `role` passes the check for `required`. */
export function hasRole(role: number, required: RoleName): boolean {
  const needed = Role[required];
  return exactRoles.has(required) ? role === needed : role >= needed;
}

/** Whether a user holding `role` passes any of the listed checks. */
export function hasAnyRole(role: number, required: readonly RoleName[]): boolean {
  return required.some((name) => hasRole(role, name));
}

export function roleName(role: number): RoleName | undefined {
  return RoleNames.find((name) => Role[name] === role);
}

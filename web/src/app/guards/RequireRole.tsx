import { NonIdealState } from '@blueprintjs/core';
import { hasRole, type RoleName } from '@dealbook/contracts';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';

export interface RequireRoleProps {
  role: RoleName;
  children: ReactNode;
}

/** Inside the signed-in shell: screens for a role the person does not hold say so plainly. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const user = useCurrentUser();
  if (hasRole(user.role, role)) return children;
  return <NonIdealState icon="lock" title="No access" description="Your role does not give you access to this page." />;
}

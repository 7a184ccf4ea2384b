import { HTMLTable } from '@blueprintjs/core';
import type { CallbackDue } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { ActionMark } from '../../communications/components/OutcomeMark.js';
import { formatDate } from '../../ui/utils/format.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface CallbacksListProps {
  callbacks: readonly CallbackDue[];
  /** The console of the caller's area: /projects/console or /ext/console. */
  consolePath: string;
}

/** Purchasers waiting for a call back, each opening the console on its project with that purchaser current. */
export function CallbacksList({ callbacks, consolePath }: CallbacksListProps) {
  if (callbacks.length === 0) {
    return <EmptyState icon="phone" title="No callbacks due" description="Calls you book back show up here." />;
  }
  return (
    <HTMLTable compact striped aria-label="Callbacks due">
      <thead>
        <tr>
          <th>Purchaser</th>
          <th>Project</th>
          <th>Action</th>
          <th>Last contact</th>
        </tr>
      </thead>
      <tbody>
        {callbacks.map((callback) => {
          const params = new URLSearchParams({ project: callback.projectId, purchase: callback.purchaseId });
          return (
            <tr key={callback.purchaseId}>
              <td>
                <Link to={`${consolePath}?${params.toString()}`}>{callback.companyName}</Link>
              </td>
              <td>{callback.projectName}</td>
              <td>
                <ActionMark action={callback.action} />
              </td>
              <td>{formatDate(callback.lastContactDate)}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { Communication } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { ActionMark, OutcomeMark } from '../../communications/components/OutcomeMark.js';
import { communicationTypeLabel } from '../../ui/labels/communicationLabels.js';
import { formatDateTime } from '../../ui/utils/format.js';

export interface CallsListProps {
  calls: readonly Communication[];
  /** Where a linked project opens: its page for staff, the console for external callers. */
  projectPath: (projectId: string) => string;
  /** Staff may open the purchaser companies and contacts a call is linked to. */
  linkRecords: boolean;
}

const names = (people: readonly { fullName: string }[]) => people.map((p) => p.fullName).join(', ') || '—';

/** The calls a dashboard figure counts, newest first, with the records each is linked to. */
export function CallsList({ calls, projectPath, linkRecords }: CallsListProps) {
  if (calls.length === 0) {
    return <NonIdealState icon="phone" title="No calls" description="Nothing was logged that this figure counts." />;
  }
  return (
    <HTMLTable compact striped aria-label="Calls">
      <thead>
        <tr>
          <th>Date</th>
          <th>Type</th>
          <th>Outcome</th>
          <th>Action</th>
          <th>Contacted</th>
          <th>Content</th>
          <th>Links</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((call) => (
          <tr key={call._id}>
            <td>{formatDateTime(call.commsDate)}</td>
            <td>{communicationTypeLabel(call.commsType)}</td>
            <td>
              <OutcomeMark outcome={call.outcome} short />
            </td>
            <td>
              <ActionMark action={call.action} />
            </td>
            <td>{names(call.contacted)}</td>
            <td className="db-comms__content">{call.content || '—'}</td>
            <td>
              <span className="db-dash-links">
                {call.projects.map((id, index) => (
                  <Link key={id} to={projectPath(id)}>
                    Project{call.projects.length > 1 ? ` ${index + 1}` : ''}
                  </Link>
                ))}
                {linkRecords &&
                  call.companies.map((id, index) => (
                    <Link key={id} to={`/companies/${id}`}>
                      Company{call.companies.length > 1 ? ` ${index + 1}` : ''}
                    </Link>
                  ))}
                {linkRecords &&
                  call.contacts.map((id, index) => (
                    <Link key={id} to={`/contacts/${id}`}>
                      Contact{call.contacts.length > 1 ? ` ${index + 1}` : ''}
                    </Link>
                  ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

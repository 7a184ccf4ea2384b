import '../communications.css';
import { HTMLTable } from '@blueprintjs/core';
import type { Communication } from '@dealbook/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCallNameRooms } from '../hooks/useCallNameRooms.js';
import { communicationTypeLabel } from '../../ui/labels/communicationLabels.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { ActionMark, OutcomeMark } from './OutcomeMark.js';

export interface CallsTableProps {
  calls: readonly Communication[];
  /** Leave the project column out where every call is on the same project (its own tab). */
  showProject?: boolean;
  /** Leave the purchaser column out where every call is with the same one (its drawer). */
  showPurchaser?: boolean;
  /** Leave the caller column out where every call is the reader's own (the console's history). */
  showCaller?: boolean;
  /** Where a project opens: its page (staff) unless told otherwise (the console, for external callers). */
  projectPath?: (projectId: string) => string;
  /**
   * Staff may open the purchaser companies and contacts, and the names follow renames live;
   * external callers read the names.
   */
  linkRecords: boolean;
  /** Buttons at the end of each row (edit, delete), with the words for their column. */
  actions?: { label: string; render: (call: Communication) => ReactNode };
  'aria-label'?: string;
}

const projectPage = (projectId: string) => `/projects/${projectId}`;
const none = <span className="bp6-text-muted">—</span>;

/**
 * Every list of calls (record tabs, the purchaser drawer, dashboard drill-downs): when, on which
 * project, with which purchaser and person, by whom, how, what came of it and what is next, as
 * the API reads them for each call. On a phone each call is a card of labelled lines.
 */
export function CallsTable({
  calls,
  showProject = true,
  showPurchaser = true,
  showCaller = true,
  projectPath = projectPage,
  linkRecords,
  actions,
  'aria-label': label = 'Calls',
}: CallsTableProps) {
  useCallNameRooms(linkRecords);
  return (
    <div className="db-calls-frame">
      <HTMLTable compact striped className="db-calls" aria-label={label}>
        <thead>
          <tr>
            <th>When</th>
            {showProject && <th>Project</th>}
            {showPurchaser && <th>Purchaser</th>}
            <th>Spoken to</th>
            {showCaller && <th>Caller</th>}
            <th>Type</th>
            <th>Outcome</th>
            <th>Next action</th>
            <th>Notes</th>
            {actions && <th aria-label={actions.label} />}
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call._id}>
              <td data-label="When">{formatDateTime(call.commsDate)}</td>
              {showProject && (
                <td data-label="Project">
                  {call.project ? <Link to={projectPath(call.project._id)}>{call.project.projectName}</Link> : none}
                </td>
              )}
              {showPurchaser && (
                <td data-label="Purchaser">
                  {call.purchaser ? (
                    linkRecords ? (
                      <Link to={`/companies/${call.purchaser._id}`}>{call.purchaser.companyName}</Link>
                    ) : (
                      call.purchaser.companyName
                    )
                  ) : (
                    none
                  )}
                </td>
              )}
              <td data-label="Spoken to">
                {call.spokenTo.length === 0
                  ? none
                  : call.spokenTo.map((person, index) => (
                      <span key={person._id}>
                        {index > 0 && ', '}
                        {linkRecords ? <Link to={`/contacts/${person._id}`}>{person.fullName}</Link> : person.fullName}
                      </span>
                    ))}
              </td>
              {showCaller && (
                <td data-label="Caller">
                  {call.employees.map((person) => person.fullName).join(', ') || call.createdBy?.fullName || none}
                </td>
              )}
              <td data-label="Type">{communicationTypeLabel(call.commsType)}</td>
              <td data-label="Outcome">
                <OutcomeMark outcome={call.outcome} short />
              </td>
              <td data-label="Next action">
                <ActionMark action={call.action} />
              </td>
              <td data-label="Notes" className="db-comms__content">
                {call.content || none}
              </td>
              {actions && <td className="db-calls__actions">{actions.render(call)}</td>}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

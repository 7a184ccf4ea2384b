import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { HistoryEntry } from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { enumLabel } from '../../ui/utils/enumLabel.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useContactHistory } from '../hooks/useContactHistory.js';
import { contactFieldLabel } from '../utils/contactFieldLabels.js';

export interface ContactHistoryProps {
  contactId: string;
}

const titles: Record<string, string> = {
  ContactRegistered: 'Created',
  ContactUpdated: 'Edited',
  ContactMarkedDoNotContact: 'Marked do not contact',
  ContactDoNotContactLifted: 'Do not contact lifted',
  ContactMadeAmbassador: 'Made an ambassador',
  ContactAmbassadorRoleEnded: 'No longer an ambassador',
  ContactAmbassadorNdaSigned: 'Ambassador NDA signed',
  ContactAmbassadorNdaWithdrawn: 'Ambassador NDA withdrawn',
  ContactJoinedCompany: 'Joined',
  ContactLeftCompany: 'Left',
  ContactReferralAdded: 'Referred',
  ContactReferralRemoved: 'Referral removed',
  ContactDeleted: 'Deleted',
};

const shown = (value: unknown) =>
  value === '' || value === null || value === undefined
    ? '—'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

/** A title for the entry (with the company for link events) and each field's "from → to". */
export function describeContactEntry(entry: HistoryEntry) {
  const data = (entry.data ?? {}) as { companyName?: string; changes?: Record<string, { from: unknown; to: unknown }> };
  const base = titles[entry.type] ?? enumLabel(entry.type);
  const title = data.companyName ? `${base} ${data.companyName}` : base;
  const changes = Object.entries(data.changes ?? {}).map(([field, change]) => ({
    field: contactFieldLabel(field),
    from: shown(change.from),
    to: shown(change.to),
  }));
  return { title, changes };
}

/** The auditors' view: every domain event of the contact, newest first. */
export function ContactHistory({ contactId }: ContactHistoryProps) {
  const history = useContactHistory(contactId);
  if (history.isPending) return <Spinner size={24} aria-label="Loading history" />;
  if (history.isError) {
    return (
      <Callout intent="danger" title="The history could not be loaded">
        {errorMessage(history.error)}
      </Callout>
    );
  }
  if (history.data.length === 0) return <NonIdealState icon="history" title="No history yet" />;

  const entries = [...history.data].sort((a, b) => b.version - a.version);
  return (
    <ol className="db-history" aria-label="History">
      {entries.map((entry) => {
        const { title, changes } = describeContactEntry(entry);
        return (
          <li key={entry.version} className="db-history__entry">
            <div className="db-history__heading">
              <strong>{title}</strong> by {entry.actor?.fullName ?? 'the system'} on{' '}
              <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
            </div>
            {changes.length > 0 && (
              <ul className="db-history__changes">
                {changes.map((change) => (
                  <li key={change.field}>
                    <span className="db-history__field">{change.field}:</span> {change.from} → {change.to}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

import type { HistoryEntry } from '@dealbook/contracts';
import { changesOf, shownValue, type HistoryDescription } from '../../records/utils/historyDescription.js';
import { enumLabel } from '../../ui/utils/enumLabel.js';
import { contactFieldLabel } from './contactFieldLabels.js';

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

/** A title for the entry (with the company for link events) and each field's "from → to". */
export function describeContactEntry(entry: HistoryEntry): HistoryDescription {
  const { companyName } = (entry.data ?? {}) as { companyName?: string };
  const base = titles[entry.type] ?? enumLabel(entry.type);
  const title = companyName ? `${base} ${companyName}` : base;
  const changes = Object.entries(changesOf(entry.data)).map(([field, change]) => ({
    field: contactFieldLabel(field),
    from: shownValue(change?.from),
    to: shownValue(change?.to),
  }));
  return { title, changes };
}

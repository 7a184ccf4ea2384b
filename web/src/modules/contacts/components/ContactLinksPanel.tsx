import { Button, FormGroup } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import type { CompanySummary, Contact } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import type { ContactLinkList } from '../../api/contactsApi.js';
import { CardTable } from '../../records/components/CardTable.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { CompanyCell } from '../../ui/components/CompanyCell.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useContactLink } from '../hooks/useContactLink.js';
import { CompanyPicker } from './CompanyPicker.js';

export interface ContactLinksPanelProps {
  contact: Contact;
  list: ContactLinkList;
}

const wording = {
  companies: {
    title: 'Companies',
    empty: 'The companies this person works for: add one with the picker.',
    add: 'Add a company',
    added: 'Company added',
    removed: 'Company removed',
    confirm: (name: string, person: string) => `Remove ${person} from ${name}’s employees?`,
  },
  referrals: {
    title: 'Referrals',
    empty: 'The companies this person introduced to the firm: add one with the picker.',
    add: 'Add a company this person referred',
    added: 'Referral added',
    removed: 'Referral removed',
    confirm: (name: string, person: string) => `Remove ${name} from ${person}’s referrals?`,
  },
} as const;

const columns = [{ label: 'Company' }, { label: 'Actions', hidden: true }] as const;

/** The companies a contact works for (or referred), in the order linked; add and remove one at a time. */
export function ContactLinksPanel({ contact, list }: ContactLinksPanelProps) {
  const link = useContactLink(list);
  const [removing, setRemoving] = useState<CompanySummary>();
  const words = wording[list];
  const linked = contact[list];

  const change = (company: CompanySummary, action: 'add' | 'remove') =>
    link.mutate(
      { contactId: contact._id, companyId: company._id, action },
      {
        onSuccess: () => toastSuccess(action === 'add' ? words.added : words.removed),
        onError: (error) =>
          toastError(`${company.companyName} was not ${action === 'add' ? 'added' : 'removed'}`, errorMessage(error)),
        onSettled: () => setRemoving(undefined),
      },
    );

  return (
    <>
      <RelatedPanel
        title={words.title}
        status="success"
        rows={linked}
        empty={words.empty}
        emptyIcon="office"
        tools={
          <FormGroup label={words.add} labelFor={`contact-${list}-picker`} inline>
            <CompanyPicker
              id={`contact-${list}-picker`}
              label={words.add}
              excludeIds={linked.map((c) => c._id)}
              onPick={(company) => change(company, 'add')}
              disabled={link.isPending}
            />
          </FormGroup>
        }
      >
        {(rows) => (
          <CardTable aria-label={words.title} columns={columns}>
            {rows.map((company) => (
              <tr key={company._id}>
                <td data-label="Company">
                  <CompanyCell id={company._id} name={company.companyName} logoUrl={company.logoUrl} />
                </td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="cross"
                    text="Remove"
                    aria-label={`Remove ${company.companyName}`}
                    onClick={() => setRemoving(company)}
                  />
                </td>
              </tr>
            ))}
          </CardTable>
        )}
      </RelatedPanel>
      <ConfirmAlert
        isOpen={removing !== undefined}
        intent="danger"
        icon="cross"
        confirmButtonText="Remove"
        cancelButtonText="Cancel"
        loading={link.isPending}
        canEscapeKeyCancel
        onConfirm={() => removing && change(removing, 'remove')}
        onCancel={() => setRemoving(undefined)}
      >
        <p>{removing && words.confirm(removing.companyName, contact.fullName)}</p>
      </ConfirmAlert>
    </>
  );
}

import { Alert, Button, FormGroup, HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { CompanySummary, Contact } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import type { ContactLinkList } from '../../api/contactsApi.js';
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
    empty: 'Not linked to any company',
    add: 'Add a company',
    added: 'Company added',
    removed: 'Company removed',
    confirm: (name: string, person: string) => `Remove ${person} from ${name}’s employees?`,
  },
  referrals: {
    title: 'Referrals',
    empty: 'No referrals',
    add: 'Add a company this person referred',
    added: 'Referral added',
    removed: 'Referral removed',
    confirm: (name: string, person: string) => `Remove ${name} from ${person}’s referrals?`,
  },
} as const;

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
    <section aria-label={words.title}>
      <FormGroup label={words.add} labelFor={`contact-${list}-picker`}>
        <CompanyPicker
          id={`contact-${list}-picker`}
          label={words.add}
          excludeIds={linked.map((c) => c._id)}
          onPick={(company) => change(company, 'add')}
          disabled={link.isPending}
        />
      </FormGroup>
      {linked.length === 0 ? (
        <NonIdealState icon="office" title={words.empty} />
      ) : (
        <HTMLTable striped compact className="db-link-table">
          <tbody>
            {linked.map((company) => (
              <tr key={company._id}>
                <td>
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
          </tbody>
        </HTMLTable>
      )}
      <Alert
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
      </Alert>
    </section>
  );
}

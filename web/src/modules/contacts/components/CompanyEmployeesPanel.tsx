import { Button, FormGroup } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import type { EmployeeSummary } from '@dealbook/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { CardTable } from '../../records/components/CardTable.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useCompanyEmployees } from '../hooks/useCompanyEmployees.js';
import { useContactLink } from '../hooks/useContactLink.js';
import { ContactPicker } from './ContactPicker.js';

const columns = [
  { label: 'Name' },
  { label: 'Job title' },
  { label: 'Email' },
  { label: 'Telephone' },
  { label: 'Actions', hidden: true },
] as const;

export interface CompanyEmployeesPanelProps {
  companyId: string;
  companyName: string;
}

/** The company's people (spec §3.2 employees): add an existing contact, remove one, or create one. */
export function CompanyEmployeesPanel({ companyId, companyName }: CompanyEmployeesPanelProps) {
  const navigate = useNavigate();
  const employees = useCompanyEmployees(companyId);
  const link = useContactLink('companies');
  const [removing, setRemoving] = useState<EmployeeSummary>();

  const change = (contactId: string, name: string, action: 'add' | 'remove') =>
    link.mutate(
      { contactId, companyId, action },
      {
        onSuccess: () => toastSuccess(action === 'add' ? `${name} added` : `${name} removed`),
        onError: (error) =>
          toastError(`${name} was not ${action === 'add' ? 'added' : 'removed'}`, errorMessage(error)),
        onSettled: () => setRemoving(undefined),
      },
    );

  const rows = employees.data ?? [];
  return (
    <>
      <RelatedPanel
        title="Employees"
        status={employees.status}
        error={employees.error}
        rows={employees.data}
        empty={`People who work at ${companyName}: add an existing contact with the picker, or create a new one.`}
        emptyIcon="people"
        tools={
          <FormGroup label="Add a contact" labelFor="company-employee-picker" inline>
            <ContactPicker
              id="company-employee-picker"
              label="Add a contact"
              excludeIds={rows.map((e) => e._id)}
              onPick={(contact) => change(contact._id, contact.fullName, 'add')}
              disabled={link.isPending}
            />
          </FormGroup>
        }
        action={<Button icon="add" text="New contact" onClick={() => navigate(`/contacts/new?company=${companyId}`)} />}
      >
        {(shown) => (
          <CardTable aria-label="Employees of the company" columns={columns}>
            {shown.map((employee) => (
              <tr key={employee._id}>
                <td data-label="Name">
                  <Link to={`/contacts/${employee._id}`}>{employee.fullName}</Link>
                </td>
                <td data-label="Job title">{employee.jobTitle || '—'}</td>
                <td data-label="Email">
                  {employee.email ? <a href={`mailto:${employee.email}`}>{employee.email}</a> : '—'}
                </td>
                <td data-label="Telephone">{employee.telephone || '—'}</td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="cross"
                    text="Remove"
                    aria-label={`Remove ${employee.fullName}`}
                    onClick={() => setRemoving(employee)}
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
        onConfirm={() => removing && change(removing._id, removing.fullName, 'remove')}
        onCancel={() => setRemoving(undefined)}
      >
        <p>
          Remove {removing?.fullName} from {companyName}’s employees? The contact itself is kept.
        </p>
      </ConfirmAlert>
    </>
  );
}

import { Alert, Button, Callout, FormGroup, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { EmployeeSummary } from '@dealbook/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useCompanyEmployees } from '../hooks/useCompanyEmployees.js';
import { useContactLink } from '../hooks/useContactLink.js';
import { ContactPicker } from './ContactPicker.js';

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
    <section aria-label="Employees">
      <div className="db-filter-bar__row">
        <FormGroup label="Add a contact" labelFor="company-employee-picker" inline>
          <ContactPicker
            id="company-employee-picker"
            label="Add a contact"
            excludeIds={rows.map((e) => e._id)}
            onPick={(contact) => change(contact._id, contact.fullName, 'add')}
            disabled={link.isPending}
          />
        </FormGroup>
        <Button icon="add" text="New contact" onClick={() => navigate(`/contacts/new?company=${companyId}`)} />
      </div>
      {employees.isPending && <Spinner size={24} aria-label="Loading employees" />}
      {employees.isError && (
        <Callout intent="danger" title="The employees could not be loaded">
          {errorMessage(employees.error)}
        </Callout>
      )}
      {employees.isSuccess && rows.length === 0 && <NonIdealState icon="people" title="No employees yet" />}
      {rows.length > 0 && (
        <HTMLTable striped compact className="db-link-table" aria-label="Employees of the company">
          <thead>
            <tr>
              <th>Name</th>
              <th>Job title</th>
              <th>Email</th>
              <th>Telephone</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((employee) => (
              <tr key={employee._id}>
                <td>
                  <Link to={`/contacts/${employee._id}`}>{employee.fullName}</Link>
                </td>
                <td>{employee.jobTitle || '—'}</td>
                <td>{employee.email ? <a href={`mailto:${employee.email}`}>{employee.email}</a> : '—'}</td>
                <td>{employee.telephone || '—'}</td>
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
        onConfirm={() => removing && change(removing._id, removing.fullName, 'remove')}
        onCancel={() => setRemoving(undefined)}
      >
        <p>
          Remove {removing?.fullName} from {companyName}’s employees? The contact itself is kept.
        </p>
      </Alert>
    </section>
  );
}

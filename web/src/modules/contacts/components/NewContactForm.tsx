import { Button, Section, SectionCard } from '@blueprintjs/core';
import type { CompanySummary, ContactFields } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useCreateContact } from '../hooks/useCreateContact.js';
import { newContactFormValues } from '../utils/contactFormValues.js';
import { CompanyPicker } from './CompanyPicker.js';
import { ContactForm } from './ContactForm.js';

export interface NewContactFormProps {
  /** A company to start with (the "new employee" of a company page). */
  initialCompany?: CompanySummary;
}

export function NewContactForm({ initialCompany }: NewContactFormProps) {
  const navigate = useNavigate();
  const create = useCreateContact();
  const [initialValues] = useState(newContactFormValues);
  const [companies, setCompanies] = useState<CompanySummary[]>(initialCompany ? [initialCompany] : []);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const submit = (fields: ContactFields) =>
    create.mutate(
      { ...fields, companies: companies.map((c) => c._id) },
      {
        onSuccess: (contact) => {
          toastSuccess('Contact created');
          navigate(`/contacts/${contact._id}`);
        },
        onError: (error) => {
          setServerErrors(isApiError(error, 400) ? error.details : {});
          toastError('The contact could not be created', errorMessage(error));
        },
      },
    );

  return (
    <ContactForm
      initialValues={initialValues}
      submitLabel="Create contact"
      submitting={create.isPending}
      serverErrors={serverErrors}
      onSubmit={submit}
      onCancel={() => navigate('/contacts')}
      autoFocus
    >
      <Section title="Companies" className="db-form-section">
        <SectionCard>
          <ul className="db-link-list" aria-label="Chosen companies">
            {companies.map((company) => (
              <li key={company._id}>
                {company.companyName}{' '}
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  aria-label={`Remove ${company.companyName}`}
                  onClick={() => setCompanies(companies.filter((c) => c._id !== company._id))}
                />
              </li>
            ))}
          </ul>
          <CompanyPicker
            id="contact-companies"
            label="Add a company"
            excludeIds={companies.map((c) => c._id)}
            onPick={({ _id, companyName, logoUrl }) => setCompanies([...companies, { _id, companyName, logoUrl }])}
          />
        </SectionCard>
      </Section>
    </ContactForm>
  );
}

import { Button, Section, SectionCard } from '@blueprintjs/core';
import type { CompanySummary } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PossibleDuplicatesCallout } from '../../duplicates/components/PossibleDuplicatesCallout.js';
import { useContactForm } from '../hooks/useContactForm.js';
import { useNewContactSave } from '../hooks/useNewContactSave.js';
import { newContactFormValues } from '../utils/contactFormValues.js';
import { CompanyPicker } from './CompanyPicker.js';
import { ContactForm } from './ContactForm.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

export interface NewContactFormProps {
  /** A company to start with (the "new employee" of a company page). */
  initialCompany?: CompanySummary;
}

export function NewContactForm({ initialCompany }: NewContactFormProps) {
  const navigate = useNavigate();
  const [initialValues] = useState(newContactFormValues);
  const form = useContactForm(initialValues);
  // The companies it works for are chosen beside the fields and sent with them.
  const [companies, setCompanies] = useState<CompanySummary[]>(initialCompany ? [initialCompany] : []);
  const { cycle, duplicates, confirmation } = useNewContactSave({
    form,
    companies: companies.map((c) => c._id),
    savedMessage: 'Contact created',
    onSaved: (contact) => navigate(contact ? `/contacts/${contact._id}` : '/contacts'),
  });

  return (
    <>
      <ContactForm
        form={form}
        cycle={cycle}
        submitLabel="Create contact"
        onCancel={() => navigate('/contacts')}
        autoFocus
        notice={<PossibleDuplicatesCallout found={duplicates} noun="contact" basePath="/contacts" />}
      >
        <Section titleRenderer={SectionTitle} title="Companies" className="db-form-section">
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
      {confirmation}
    </>
  );
}

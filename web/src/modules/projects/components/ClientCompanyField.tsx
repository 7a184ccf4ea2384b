import { Button, FormGroup, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CompanyAvatar } from '../../ui/components/CompanyAvatar.js';
import { CompanyPicker } from '../../contacts/components/CompanyPicker.js';
import type { ClientChoice } from '../utils/projectFormValues.js';

export interface ClientCompanyFieldProps {
  id: string;
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  error?: string | undefined;
}

/** The client company: searched by name, then shown with its logo until changed. */
export function ClientCompanyField({ id, value, onChange, error }: ClientCompanyFieldProps) {
  return (
    <FormGroup
      label="Client company"
      labelFor={id}
      labelInfo="(required)"
      helperText={error}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      {value ? (
        <div className="db-client-choice">
          <CompanyAvatar name={value.companyName} logoUrl={value.logoUrl} size={28} />
          <Link to={`/companies/${value._id}`} target="_blank" rel="noreferrer">
            {value.companyName}
          </Link>
          <Button
            id={id}
            size="small"
            variant="minimal"
            icon="edit"
            text="Change"
            aria-label={`Change the client company (${value.companyName})`}
            onClick={() => onChange(null)}
          />
        </div>
      ) : (
        <CompanyPicker
          id={id}
          label="Client company"
          onPick={(company) =>
            onChange({ _id: company._id, companyName: company.companyName, logoUrl: company.logoUrl })
          }
        />
      )}
    </FormGroup>
  );
}

import { Card, H5 } from '@blueprintjs/core';
import type { Company } from '@dealbook/contracts';
import { mainAddressFields, otherAddressFields } from '../../places/utils/addressFields.js';

export interface CompanyAddressCardProps {
  company: Company;
}

function lines(company: Company, fields: readonly (keyof Company)[]): string[] {
  return fields.map((field) => String(company[field] ?? '').trim()).filter((line) => line !== '');
}

export function CompanyAddressCard({ company }: CompanyAddressCardProps) {
  const main = lines(company, mainAddressFields);
  const other = lines(company, otherAddressFields);
  return (
    <Card className="db-card">
      <H5>Addresses</H5>
      <div className="db-addresses">
        <section aria-label="Address">
          <h6 className="db-subheading">Address</h6>
          {main.length ? (
            <address>
              {main.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          ) : (
            <p>—</p>
          )}
        </section>
        <section aria-label="Other address">
          <h6 className="db-subheading">Other address</h6>
          {other.length ? (
            <address>
              {other.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          ) : (
            <p>—</p>
          )}
        </section>
      </div>
    </Card>
  );
}

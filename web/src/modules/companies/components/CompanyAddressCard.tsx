import { Card, H2 } from '@blueprintjs/core';
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
      <H2 className="db-looks-h5">Addresses</H2>
      <div className="db-addresses">
        <section aria-label="Address">
          <h3 className="db-subheading">Address</h3>
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
          <h3 className="db-subheading">Other address</h3>
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

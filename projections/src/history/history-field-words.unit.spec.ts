import { describe, expect, it } from 'vitest';
import { valueWords } from './history-field-words.js';

describe('valueWords', () => {
  it("says a company's enumerations by their labels, lists and investment preferences included", () => {
    expect(valueWords('company', 'relationshipTypes', ['TaxAdvisers', 'InsuranceBroker'])).toBe(
      'Tax Advisers, Insurance Broker',
    );
    expect(valueWords('company', 'industryType', 'ProfessionalServices')).toBe('Professional Services');
    expect(valueWords('company', 'investmentPreferredIndustries', ['HealthcareAndPharmaceuticals'])).not.toContain(
      'HealthcareAndPharmaceuticals',
    );
  });

  it('says amounts in pounds and leaves a name that happens to be a label alone', () => {
    expect(valueWords('company', 'revenue', 690000)).toBe('£690,000');
    expect(valueWords('payment', 'amountIncVAT', 1200.5)).toBe('£1,200.50');
    expect(valueWords('company', 'companyName', 'TaxAdvisers')).toBe('TaxAdvisers');
  });
});

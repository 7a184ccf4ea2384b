import { describe, expect, it } from 'vitest';
import { offersCreate } from './quickCreate.js';

const companies = [{ companyName: 'Acme Holdings' }, { companyName: 'Acme  Ltd' }];
const nameOf = (company: { companyName: string }) => company.companyName;

describe('offersCreate', () => {
  it('offers to create text that matches nothing, or only part of a name', () => {
    expect(offersCreate('Zenith Marine', [], nameOf)).toBe(true);
    expect(offersCreate('Acme', companies, nameOf)).toBe(true);
    expect(offersCreate('Acme Holdings Group', companies, nameOf)).toBe(true);
  });

  it('does not offer a name found exactly, whatever its case and spacing', () => {
    expect(offersCreate('acme ltd', companies, nameOf)).toBe(false);
    expect(offersCreate('  ACME HOLDINGS ', companies, nameOf)).toBe(false);
  });

  it('offers nothing for an empty box', () => {
    expect(offersCreate('   ', [], nameOf)).toBe(false);
  });
});

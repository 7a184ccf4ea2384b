import { describe, expect, it } from 'vitest';
import { contactFieldsSchema } from '@dealbook/contracts';
import { demoContacts, type DemoEmployer } from './seed-demo-contacts.js';

const employers: DemoEmployer[] = Array.from({ length: 240 }, (_, i) => ({
  companyId: `0193a000-0000-7000-8000-${String(i).padStart(12, '0')}`,
  companyName: `Firm ${i} Ltd`,
  domain: `firm${i}.co.uk`,
}));

describe('demo contacts', () => {
  const contacts = demoContacts(employers);

  it('gives every company one or two people, a few hundred in all, each valid', () => {
    expect(contacts.length).toBeGreaterThanOrEqual(240);
    expect(contacts.length).toBeLessThanOrEqual(480);
    for (const contact of contacts) expect(contactFieldsSchema.parse(contact.fields)).toEqual(contact.fields);
    const employed = new Set(contacts.map((c) => c.companies[0]!.companyId));
    expect(employed.size).toBe(employers.length);
  });

  it('is the same data set for the same companies', () => {
    expect(demoContacts(employers)).toEqual(contacts);
  });

  it('includes ambassadors with NDAs and referrals, and people not to contact', () => {
    const ambassadors = contacts.filter((c) => c.fields.isAmbassador);
    expect(ambassadors.length).toBeGreaterThanOrEqual(10);
    expect(ambassadors.some((c) => c.fields.hasSignedAmbassadorNDA)).toBe(true);
    expect(ambassadors.some((c) => c.referrals.length > 0)).toBe(true);
    for (const c of contacts) {
      if (c.fields.hasSignedAmbassadorNDA) expect(c.fields.isAmbassador).toBe(true);
      if (!c.fields.isAmbassador) expect(c.referrals).toEqual([]);
      expect(c.referrals.map((r) => r.companyId)).not.toContain(c.companies[0]!.companyId);
    }
    expect(contacts.filter((c) => c.fields.doNotContact).length).toBeGreaterThan(0);
  });

  it('gives people e-mail addresses at their firm’s domain', () => {
    for (const c of contacts) {
      const employer = employers.find((e) => e.companyId === c.companies[0]!.companyId)!;
      expect(c.fields.email.endsWith(`@${employer.domain}`)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { changedContactFields, newContactFormValues, parseContactForm } from './contactFormValues.js';

describe('contact form values', () => {
  it('starts blank and asks for both names', () => {
    const result = parseContactForm(newContactFormValues());
    expect(result).toEqual({
      ok: false,
      errors: { firstName: 'firstName is required', lastName: 'lastName is required' },
    });
  });

  it('checks the e-mail address and trims what was typed', () => {
    const values = { ...newContactFormValues(), firstName: ' Ada ', lastName: 'Lovelace', email: 'nope' };
    expect(parseContactForm(values)).toMatchObject({ ok: false, errors: { email: expect.stringContaining('email') } });
    expect(parseContactForm({ ...values, email: 'Ada@Example.com' })).toMatchObject({
      ok: true,
      fields: { firstName: 'Ada', email: 'ada@example.com' },
    });
  });

  it('sends only the fields that changed', () => {
    const base = { ...newContactFormValues(), firstName: 'Ada', lastName: 'Lovelace' };
    expect(changedContactFields(base, { ...base, city: 'York', doNotContact: true })).toEqual({
      city: 'York',
      doNotContact: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import { contactFieldLabels } from './contactFieldLabels.js';
import {
  changedContactFields,
  contactFormSchema,
  newContactFormValues,
  type ContactFormValues,
} from './contactFormValues.js';

const check = (values: ContactFormValues) => checkForm(contactFormSchema, contactFieldLabels, values);

describe('contactFormSchema', () => {
  it('starts blank and asks for both names, by their labels', async () => {
    expect(await check(newContactFormValues())).toEqual({
      ok: false,
      errors: { firstName: 'First name is required', lastName: 'Last name is required' },
    });
  });

  it('checks the e-mail address and trims what was typed', async () => {
    const values = { ...newContactFormValues(), firstName: ' Ada ', lastName: 'Lovelace', email: 'nope' };
    expect(await check(values)).toEqual({
      ok: false,
      errors: { email: 'Email must be an e-mail address such as name@example.com' },
    });
    expect(await check({ ...values, email: 'Ada@Example.com' })).toMatchObject({
      ok: true,
      output: { firstName: 'Ada', email: 'ada@example.com' },
    });
  });

  it('names the LinkedIn field by its label', async () => {
    const values = { ...newContactFormValues(), firstName: 'Ada', lastName: 'Lovelace', linkedIn: 'linkedin.com/ada' };
    expect(await check(values)).toEqual({ ok: false, errors: { linkedIn: 'LinkedIn must be an http(s) URL' } });
  });
});

describe('changedContactFields', () => {
  it('sends only the fields that changed', () => {
    const base = { ...newContactFormValues(), firstName: 'Ada', lastName: 'Lovelace' };
    expect(changedContactFields(base, { ...base, city: 'York', doNotContact: true })).toEqual({
      city: 'York',
      doNotContact: true,
    });
  });
});

import { Role } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import { newUserFieldLabels, newUserFormSchema, newUserFormValues, type NewUserFormValues } from './userAdmin.js';

const check = (values: NewUserFormValues) => checkForm(newUserFormSchema, newUserFieldLabels, values);

describe('newUserFormSchema', () => {
  it('sends no password when none is typed', async () => {
    expect(await check({ ...newUserFormValues, email: ' Ann@Firm.example ', firstName: 'Ann' })).toEqual({
      ok: true,
      output: { email: 'ann@firm.example', firstName: 'Ann', lastName: '', role: Role.user },
    });
  });

  it('says each problem in the field labels', async () => {
    expect(await check({ ...newUserFormValues, email: 'nope', password: 'short' })).toEqual({
      ok: false,
      errors: {
        email: 'E-mail must be an e-mail address',
        firstName: 'First name is required',
        password: 'Password must be at least 8 characters',
      },
    });
  });
});

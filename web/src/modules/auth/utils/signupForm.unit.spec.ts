import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import { signupFieldLabels, signupFormSchema, type SignupFormValues } from './signupForm.js';

const check = (values: SignupFormValues) => checkForm(signupFormSchema, signupFieldLabels, values);

describe('signupFormSchema', () => {
  it('sends the password once both boxes agree', async () => {
    expect(await check({ password: 'guest password', repeat: 'guest password' })).toEqual({
      ok: true,
      output: { password: 'guest password' },
    });
  });

  it('says a short password in its label, and two that differ', async () => {
    expect(await check({ password: 'short', repeat: 'short' })).toEqual({
      ok: false,
      errors: { password: 'New password must be at least 8 characters' },
    });
    expect(await check({ password: 'guest password', repeat: 'guest passw0rd' })).toEqual({
      ok: false,
      errors: { repeat: 'The two passwords differ' },
    });
  });
});

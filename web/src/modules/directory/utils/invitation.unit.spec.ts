import { invitationBodySchema } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import {
  invitationFieldLabels,
  invitationFor,
  invitationFormSchema,
  invitationFormValues,
  type InvitationFormValues,
} from './invitation.js';

describe('invitationFor', () => {
  it('builds the spec §3.1 payload that brings the guest back to sign in here', () => {
    expect(invitationFor(' Ann Guest ', ' ann@partner.example ', 'https://crm.example.com/')).toEqual({
      invitedUserDisplayName: 'Ann Guest',
      invitedUserEmailAddress: 'ann@partner.example',
      inviteRedirectUrl: 'https://crm.example.com/login',
      sendInvitationMessage: true,
    });
  });

  it('is refused by the server schema when the e-mail is not one', () => {
    const body = invitationFor('Ann', 'not-an-email', 'http://localhost:3000');
    expect(invitationBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('invitationFormSchema', () => {
  const check = (values: InvitationFormValues) =>
    checkForm(invitationFormSchema('https://crm.example.com'), invitationFieldLabels, values);

  it('makes the payload of the typed name and e-mail', async () => {
    expect(
      await check({ invitedUserDisplayName: ' Ann Guest ', invitedUserEmailAddress: 'ann@partner.example' }),
    ).toEqual({
      ok: true,
      output: {
        invitedUserDisplayName: 'Ann Guest',
        invitedUserEmailAddress: 'ann@partner.example',
        inviteRedirectUrl: 'https://crm.example.com/login',
        sendInvitationMessage: true,
      },
    });
  });

  it('says what is missing in the field labels', async () => {
    const checked = await check(invitationFormValues);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.invitedUserDisplayName).toBe('Display name is required');
  });
});

import { invitationBodySchema } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { invitationFor } from './invitation.js';

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

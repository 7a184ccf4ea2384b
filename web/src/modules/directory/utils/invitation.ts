import type { InvitationBody } from '@dealbook/contracts';

/**
 * The invitation payload of spec §3.1: the directory e-mails the guest, whose redeemed invitation
 * brings them back to this installation's sign-in page.
 */
export function invitationFor(displayName: string, email: string, origin: string): InvitationBody {
  return {
    invitedUserDisplayName: displayName.trim(),
    invitedUserEmailAddress: email.trim(),
    inviteRedirectUrl: `${origin.replace(/\/+$/, '')}/login`,
    sendInvitationMessage: true,
  };
}

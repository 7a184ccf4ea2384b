import { BadGatewayException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Role, type DirectoryUser, type InvitationBody, type InvitationResult, type User } from '@dealbook/contracts';
import { findUserByEmail, listUsers, listUsersByStatus } from '@dealbook/projections';
import type { Commands } from '../../kernel/event-sourcing/commands.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { deleteUser } from '../../platform/accounts/delete-user.js';
import { registerUser } from '../../platform/accounts/register-user.js';
import type { DirectoryDatabase } from './directory-tables.js';
import type { Directory, DirectoryActor } from './directory.port.js';
import { issueSignupToken } from './signup-tokens.js';
import { newId } from '../../kernel/ids.js';

const toDirectoryUser = (u: Pick<User, '_id' | 'fullName' | 'email'> & { displayName?: string }): DirectoryUser => ({
  id: u._id,
  displayName: u.displayName || u.fullName,
  mail: u.email,
  userPrincipalName: u.email,
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** "Ada King Lovelace" -> first name "Ada", last name "King Lovelace". */
function splitName(displayName: string): { firstName: string; lastName: string } {
  const [firstName = displayName, ...rest] = displayName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The directory when no Microsoft Graph is configured: an invitation creates a pending user
 * (role external until an admin says otherwise) and mails them a one-time sign-up link.
 */
export class BuiltInDirectory implements Directory {
  readonly kind = 'built-in';

  constructor(
    private readonly db: Kysely<DirectoryDatabase>,
    private readonly commands: Commands,
    private readonly mailer: Mailer,
  ) {}

  async listGuests(): Promise<DirectoryUser[]> {
    return (await listUsersByStatus(this.db, 'invited')).map(toDirectoryUser);
  }

  async listUsers(): Promise<DirectoryUser[]> {
    return (await listUsers(this.db, { limit: 500, offset: 0 })).rows.map(toDirectoryUser);
  }

  async invite(invitation: Required<InvitationBody>, by: DirectoryActor): Promise<InvitationResult> {
    const email = invitation.invitedUserEmailAddress.trim().toLowerCase();
    const userId = newId();
    await registerUser(
      { db: this.db, commands: this.commands },
      {
        type: 'InviteUser',
        userId,
        email,
        ...splitName(invitation.invitedUserDisplayName),
        role: Role.external,
        invitedBy: by.user._id,
      },
      by.context,
    );
    const token = await issueSignupToken(this.db, userId);
    const link = new URL(`/signup/${token}`, invitation.inviteRedirectUrl).toString();
    if (invitation.sendInvitationMessage) {
      await this.mailInvitation(email, invitation, by, link);
    }
    return { id: userId, inviteRedeemUrl: link };
  }

  /**
   * A mail server that refuses answers 502: the invitation itself stands (the person is pending
   * and the link works), so the message gives the administrator the link to pass on by hand.
   */
  private async mailInvitation(
    email: string,
    invitation: Required<InvitationBody>,
    by: DirectoryActor,
    link: string,
  ): Promise<void> {
    try {
      await this.mailer.send({
        to: email,
        subject: 'You are invited to Dealbook',
        text: [
          `Hello ${invitation.invitedUserDisplayName},`,
          '',
          `${by.user.fullName} invited you to Dealbook. Choose your password with this link;`,
          'it works once, within 7 days:',
          '',
          link,
          '',
          `Then sign in at ${invitation.inviteRedirectUrl}`,
        ].join('\n'),
      });
    } catch (error) {
      throw new BadGatewayException(
        `The invitation was recorded but the e-mail to ${email} could not be sent (${errorText(error)}). ` +
          `Send the sign-up link yourself: ${link}`,
      );
    }
  }

  async deleteUser(id: string, by: DirectoryActor): Promise<void> {
    await deleteUser(
      { db: this.db, commands: this.commands },
      id,
      { userId: by.user._id, role: by.user.role },
      by.context,
    );
  }

  async me(email: string): Promise<DirectoryUser | undefined> {
    const user = await findUserByEmail(this.db, email.trim().toLowerCase());
    return user && toDirectoryUser(user);
  }
}

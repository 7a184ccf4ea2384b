import { Inject, Injectable, Logger } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import {
  findActiveUserByEmail,
  findActiveUserById,
  findInvitedUserByEmail,
  type ReadModelDatabase,
  type UserRecord,
} from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { userDecider } from '../accounts/user.decider.js';
import { authDatabase, type AuthDatabase } from './auth-tables.js';
import type { ProviderIdentity } from './identity-claims.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { newId } from '../../kernel/ids.js';

export type LinkOutcome = { kind: 'user'; user: UserRecord } | { kind: 'refused'; reason: string };

/**
 * Which Dealbook user an identity-provider account is. The first sign-in finds the user by
 * e-mail and links the provider's subject to them; later sign-ins follow the link, so a changed
 * e-mail at the provider still finds the same person. Nobody gets an account by signing in: an
 * unknown address is refused; an invited one is activated by its first sign-in.
 */
@Injectable()
export class IdentityLinks {
  private readonly logger = new Logger('SingleSignOn');
  private readonly db: AuthDatabase;

  constructor(
    @Inject(DATABASE) private readonly readModels: Kysely<ReadModelDatabase>,
    @Inject(Commands) private readonly commands: Commands,
  ) {
    this.db = authDatabase(readModels);
  }

  async userFor(identity: ProviderIdentity): Promise<LinkOutcome> {
    const linked = await this.linkedUser(identity);
    if (linked !== undefined) {
      if (!linked)
        return { kind: 'refused', reason: 'The Dealbook account this sign-in was linked to no longer exists.' };
      await this.db
        .updateTable('identity_links')
        .set({ last_sign_in_at: sql<Date>`now()` })
        .where('issuer', '=', identity.issuer)
        .where('subject', '=', identity.subject)
        .execute();
      return { kind: 'user', user: linked };
    }
    if (!identity.email) {
      return { kind: 'refused', reason: 'The identity provider did not tell Dealbook your e-mail address.' };
    }
    const user =
      (await findActiveUserByEmail(this.db, identity.email)) ?? (await this.takeUpInvitation(identity.email));
    if (!user) {
      return {
        kind: 'refused',
        reason: `No Dealbook account uses ${identity.email}. Ask an administrator to add or invite you.`,
      };
    }
    const inserted = await this.db
      .insertInto('identity_links')
      .values({ issuer: identity.issuer, subject: identity.subject, user_id: user._id, email: identity.email })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted) {
      this.logger.log(`Linked ${identity.issuer} subject ${identity.subject} to user ${user._id} (${identity.email})`);
      return { kind: 'user', user };
    }
    // Either a parallel first sign-in of this subject linked it a moment ago, or this user is
    // already linked to another account of the provider: a second account claiming the same
    // address is not let in on the address alone.
    const raced = await this.linkedUser(identity);
    if (raced && raced._id === user._id) return { kind: 'user', user };
    this.logger.warn(
      `Refused ${identity.issuer} subject ${identity.subject}: user ${user._id} is linked to another subject`,
    );
    return { kind: 'refused', reason: 'Your Dealbook account is linked to another sign-in of this provider.' };
  }

  /** The invited user of this address, activated (by themself) now that the provider vouches for them. */
  private async takeUpInvitation(email: string): Promise<UserRecord | undefined> {
    const invited = await findInvitedUserByEmail(this.readModels, email);
    if (!invited) return undefined;
    await this.commands.execute(userDecider, {
      command: { type: 'ActivateInvitedUser', userId: invited._id },
      metadata: { actorId: invited._id, correlationId: newId() },
    });
    this.logger.log(`Invitation of ${email} taken up by single sign-on`);
    return findActiveUserByEmail(this.readModels, email);
  }

  /** The linked user; null when the link points at a removed user; undefined when not linked. */
  private async linkedUser(identity: ProviderIdentity): Promise<UserRecord | null | undefined> {
    const link = await this.db
      .selectFrom('identity_links')
      .select('user_id')
      .where('issuer', '=', identity.issuer)
      .where('subject', '=', identity.subject)
      .executeTakeFirst();
    if (!link) return undefined;
    return (await findActiveUserById(this.db, link.user_id)) ?? null;
  }
}

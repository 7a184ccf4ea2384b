import type { DirectoryUser, InvitationBody, InvitationResult, SessionUser } from '@dealbook/contracts';
import type { CommandContextValue } from '../../kernel/http/command-context.decorator.js';

/** Who acts on the directory: the built-in directory records them on the user events. */
export interface DirectoryActor {
  user: SessionUser;
  context: CommandContextValue;
}

/**
 * The directory service of spec §7.2: Microsoft Graph (guests invited to the tenant) or the
 * built-in directory (pending users with a one-time sign-up link by e-mail).
 */
export interface Directory {
  readonly kind: 'graph' | 'built-in';
  /** Guests: Graph's `UserType eq 'Guest'` users; the built-in directory's invited users. */
  listGuests(): Promise<DirectoryUser[]>;
  invite(invitation: Required<InvitationBody>, by: DirectoryActor): Promise<InvitationResult>;
  listUsers(): Promise<DirectoryUser[]>;
  deleteUser(id: string, by: DirectoryActor): Promise<void>;
  /** The directory's entry for a signed-in user, found by their e-mail address. */
  me(email: string): Promise<DirectoryUser | undefined>;
}

export const DIRECTORY = Symbol('Directory');
export const DIRECTORY_CONFIG = Symbol('DirectoryConfig');
export const MAILER = Symbol('Mailer');

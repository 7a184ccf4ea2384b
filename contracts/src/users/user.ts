import { z } from 'zod';
import { Role, RoleNames } from '../roles.js';

export const UserStatuses = ['active', 'invited', 'deactivated'] as const;
export type UserStatus = (typeof UserStatuses)[number];

export const RecentlyViewedTypes = ['Company', 'Contact', 'Project', 'Event', 'Purchase'] as const;
export type RecentlyViewedType = (typeof RecentlyViewedTypes)[number];

/** The most recently viewed records a user keeps (spec §4.2, with the cap its code forgot). */
export const RecentlyViewedLimit = 10;

export interface RecentlyViewedItem {
  objectId: string;
  name: string;
  type: RecentlyViewedType;
  summary: string;
  logoUrl: string;
  /** Derived from type and objectId (spec §2.3, "both readings": the link includes the id). */
  link: string;
}

export function recentlyViewedLink(type: RecentlyViewedType, objectId: string): string {
  if (type === 'Company') return `/companies/${objectId}`;
  if (type === 'Contact') return `/contacts/${objectId}`;
  // DECISION: spec §2.3 sends "anything else" to /projects, which cannot show an event.
  if (type === 'Event') return `/events/${objectId}`;
  return `/projects/${objectId}`;
}

/** Viewing an item: it moves to the front, earlier entries of the same id go, at most 10 stay. */
export function withRecentlyViewed(
  items: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
): RecentlyViewedItem[] {
  return [item, ...items.filter((other) => other.objectId !== item.objectId)].slice(0, RecentlyViewedLimit);
}

/**
 * The sidebar a user who never chose gets: labelled (pinned open), so a newcomer can read where
 * each icon leads. A user who collapses it to icons has chosen, and keeps that choice.
 */
export const NavbarPinnedByDefault = true;

/** A user's sidebar as shown: their own choice, else the default. */
export const effectiveNavbarPinned = (chosen: boolean | null | undefined): boolean => chosen ?? NavbarPinnedByDefault;

export interface UserSettings {
  navbarPinned: boolean;
  recentlyViewedItems: RecentlyViewedItem[];
}

/** Lists of record ids a team member is linked to (spec §3.1). */
export const TeamMemberLists = ['companies', 'communications', 'tasks', 'projects'] as const;
export type TeamMemberList = (typeof TeamMemberLists)[number];

/** A user as the API returns them (spec §3.1). */
export interface User {
  _id: string;
  role: number;
  firstName: string;
  lastName: string;
  fullName: string;
  displayName: string;
  email: string;
  photoUrl: string;
  isActive: boolean;
  isTeamMember: boolean;
  isExternalUser: boolean;
  status: UserStatus;
  companies: string[];
  communications: string[];
  tasks: string[];
  projects: string[];
  userSettings: UserSettings;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/teammembers: the part of a user the team screens show. */
export type TeamMember = Pick<
  User,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'email'
  | 'photoUrl'
  | 'role'
  | 'companies'
  | 'communications'
  | 'tasks'
  | 'projects'
>;

/**
 * A role by its number: an enumeration, so the API document lists the six. Typed as taking any
 * number (screens hold roles as numbers) and answering a Role: other numbers are refused.
 */
export const roleSchema = z.literal(
  RoleNames.map((name) => Role[name]),
  { message: 'role must be 0 to 5' },
) as z.ZodType<Role, number>;

const email = z.string().trim().toLowerCase().email('email must be an e-mail address').max(320);
const name = (field: string, min: number) =>
  z.string().trim().min(min, `${field} is required`).max(100, `${field} must be at most 100 characters`);
const photoUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'photoUrl must be an http(s) URL');
const recordId = z.string().trim().min(1, 'id is required').max(100);

/** POST /api/user */
export const createUserBodySchema = z
  .object({
    email,
    firstName: name('firstName', 1),
    lastName: name('lastName', 0).default(''),
    role: roleSchema,
    password: z.string().min(8, 'password must be at least 8 characters').max(1024).optional(),
  })
  .strict();
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** PUT /api/user/{id}: profile fields (self or admin), access fields (admin only), team lists. */
export const updateUserBodySchema = z
  .object({
    firstName: name('firstName', 1).optional(),
    lastName: name('lastName', 0).optional(),
    displayName: name('displayName', 0).optional(),
    photoUrl: photoUrl.optional(),
    userSettings: z
      .object({ navbarPinned: z.boolean().optional(), recentlyViewedItems: z.unknown().optional() })
      .strict()
      .optional(),
    role: roleSchema.optional(),
    isActive: z.boolean().optional(),
    isTeamMember: z.boolean().optional(),
    isExternalUser: z.boolean().optional(),
    companies: z.array(recordId).max(1000).optional(),
    communications: z.array(recordId).max(1000).optional(),
    tasks: z.array(recordId).max(1000).optional(),
    projects: z.array(recordId).max(1000).optional(),
    // Read-only keys a client may echo when it saves the whole user (spec §7.1 "body: user"):
    // ignored, except that _id must name the user and the e-mail cannot change.
    _id: z.string().optional(),
    email: z.string().trim().toLowerCase().optional(),
    fullName: z.unknown().optional(),
    status: z.unknown().optional(),
    version: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
  })
  .strict();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** POST /api/user/{id}/recently-viewed */
export const recentlyViewedBodySchema = z
  .object({
    objectId: recordId,
    name: z.string().trim().min(1, 'name is required').max(300),
    type: z.enum(RecentlyViewedTypes, { message: `type must be one of ${RecentlyViewedTypes.join(', ')}` }),
    summary: z.string().trim().max(1000).default(''),
    logoUrl: z.string().trim().max(2000).default(''),
  })
  .strict();
export type RecentlyViewedBody = z.input<typeof recentlyViewedBodySchema>;

/** POST /api/logs: a client-side log line (spec: level 1 locally, 5 to the server). */
export const clientLogBodySchema = z
  .object({
    level: z.number().int().min(1, 'level must be 1 to 5').max(5, 'level must be 1 to 5'),
    message: z.string().min(1, 'message is required').max(4000, 'message must be at most 4000 characters'),
    url: z.string().max(2000).optional(),
    stack: z.string().max(16000).optional(),
  })
  .strict();

/** A guest or user of the directory (Microsoft Graph's user shape, trimmed). */
export interface DirectoryUser {
  id: string;
  displayName: string;
  mail: string | null;
  userPrincipalName: string;
}

/** POST /api/directory/invitations (spec §3.1's invitation payload). */
export const invitationBodySchema = z
  .object({
    invitedUserDisplayName: z.string().trim().min(1, 'invitedUserDisplayName is required').max(200),
    invitedUserEmailAddress: email,
    inviteRedirectUrl: z.string().trim().url('inviteRedirectUrl must be a URL').max(2000),
    sendInvitationMessage: z.boolean().default(true),
  })
  .strict();
export type InvitationBody = z.input<typeof invitationBodySchema>;

export interface InvitationResult {
  id: string;
  inviteRedeemUrl?: string;
}

/** GET /api/directory/outbox: an e-mail the built-in directory sent (or would have). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** POST /api/signup/{token} */
export const signupBodySchema = z
  .object({ password: z.string().min(8, 'password must be at least 8 characters').max(1024) })
  .strict();
export type SignupBody = z.input<typeof signupBodySchema>;

import { z } from 'zod';
import { idListsOf, recordKeys } from '../http/record-schemas.js';
import { Role } from '../roles.js';
import {
  RecentlyViewedTypes,
  TeamMemberLists,
  UserStatuses,
  type DirectoryUser,
  type InvitationResult,
  type OutboxMail,
  type RecentlyViewedItem,
  type TeamMember,
  type User,
} from './user.js';

/** A role as its number (spec §6): client 0, external 1, user 2, manager 3, admin 4, superadmin 5. */
export const roleNumberSchema = z.literal(Object.values(Role));

export const recentlyViewedItemSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  type: z.enum(RecentlyViewedTypes),
  summary: z.string(),
  logoUrl: z.string(),
  link: z.string(),
}) satisfies z.ZodType<RecentlyViewedItem>;

export const userSchema = z.object({
  ...recordKeys,
  role: roleNumberSchema,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoUrl: z.string(),
  isActive: z.boolean(),
  isTeamMember: z.boolean(),
  isExternalUser: z.boolean(),
  status: z.enum(UserStatuses),
  ...idListsOf(TeamMemberLists),
  userSettings: z.object({ navbarPinned: z.boolean(), recentlyViewedItems: z.array(recentlyViewedItemSchema) }),
}) satisfies z.ZodType<User>;

export const teamMemberSchema = userSchema.pick({
  _id: true,
  firstName: true,
  lastName: true,
  fullName: true,
  email: true,
  photoUrl: true,
  role: true,
  companies: true,
  communications: true,
  tasks: true,
  projects: true,
}) satisfies z.ZodType<TeamMember>;

export const directoryUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  mail: z.string().nullable(),
  userPrincipalName: z.string(),
}) satisfies z.ZodType<DirectoryUser>;

export const invitationResultSchema = z.object({
  id: z.string(),
  inviteRedeemUrl: z.string().optional(),
}) satisfies z.ZodType<InvitationResult>;

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
}) satisfies z.ZodType<OutboxMail>;

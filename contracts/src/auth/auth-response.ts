import { z } from 'zod';
import { roleNumberSchema } from '../users/user-response.js';
import type { KeepaliveResponse, LoginOptions, LoginResponse, LogoutResponse, SessionUser } from './auth.js';

export const sessionUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: roleNumberSchema,
}) satisfies z.ZodType<SessionUser>;

export const loginResponseSchema = z.object({
  userToken: z.string(),
  user: sessionUserSchema,
}) satisfies z.ZodType<LoginResponse>;

export const loginOptionsSchema = z.object({
  password: z.boolean(),
  sso: z.object({ name: z.string() }).nullable(),
  brand: z.string(),
}) satisfies z.ZodType<LoginOptions>;

export const keepaliveResponseSchema = z.object({
  idleExpiresAt: z.string(),
  idleSeconds: z.number(),
}) satisfies z.ZodType<KeepaliveResponse>;

export const logoutResponseSchema = z.object({ endSessionUrl: z.string() }) satisfies z.ZodType<LogoutResponse>;

import { z } from 'zod';

export const loginBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().email('email must be an e-mail address').max(320),
    password: z.string().min(1, 'password is required').max(1024),
  })
  .strict();
export type LoginBody = z.input<typeof loginBodySchema>;

/** The signed-in user as the session and the web app know them. */
export interface SessionUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: number;
}

export interface LoginResponse {
  userToken: string;
  user: SessionUser;
}

export const SessionCookie = 'dealbook_session';
export const XsrfCookie = 'XSRF-TOKEN';
export const XsrfHeader = 'X-XSRF-TOKEN';

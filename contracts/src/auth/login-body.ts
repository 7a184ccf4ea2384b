import { z } from 'zod';

export const loginBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().email('email must be an e-mail address').max(320),
    password: z.string().min(1, 'password is required').max(1024),
  })
  .strict();
export type LoginBody = z.input<typeof loginBodySchema>;

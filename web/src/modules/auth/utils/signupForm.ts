import { signupBodySchema, type SignupBody } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** The sign-up page's boxes: the password, typed twice. */
export interface SignupFormValues {
  password: string;
  repeat: string;
}

export const signupFormValues: SignupFormValues = { password: '', repeat: '' };

/** The page's fields as they are labelled. */
export const signupFieldLabels = {
  password: 'New password',
  repeat: 'Repeat the password',
} as const satisfies Record<keyof SignupFormValues, string>;

/** The body of POST /api/signup/{token}, checked by the server's schema; the repeat must match. */
export const signupFormSchema = formSchema(({ password, repeat }: SignupFormValues, problems): SignupBody => {
  if (repeat !== password) problems.add('repeat', 'The two passwords differ');
  return { password };
}, signupBodySchema);

import { Button } from '@blueprintjs/core';
import type { SignupBody } from '@dealbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sendForText } from '../../api/httpClient.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { signupFieldLabels, signupFormSchema, signupFormValues } from '../utils/signupForm.js';

export interface SignupFormProps {
  /** The one-time token from the invitation e-mail's link. */
  token: string;
}

/** The built-in directory's invitation link: choose a password, then sign in with it. */
export function SignupForm({ token }: SignupFormProps) {
  const navigate = useNavigate();
  const form = useSchemaForm({ schema: signupFormSchema, defaultValues: signupFormValues, labels: signupFieldLabels });
  const signup = useMutation({
    mutationFn: (body: SignupBody) => sendForText(`/api/signup/${encodeURIComponent(token)}`, { method: 'POST', body }),
  });
  const cycle = useSaveCycle({
    form,
    labels: signupFieldLabels,
    save: (body) => signup.mutateAsync(body),
    savedMessage: 'Your account is ready: sign in with your e-mail and this password.',
    failedMessage: 'Sign-up failed',
    onSaved: () => navigate('/login', { replace: true }),
  });

  return (
    <SchemaForm
      form={form}
      cycle={cycle}
      idPrefix="signup"
      labels={signupFieldLabels}
      label="Choose a password"
      className="db-login-form"
    >
      <FormTextField name="password" type="password" autoComplete="new-password" autoFocus />
      <FormTextField name="repeat" type="password" autoComplete="new-password" />
      <Button type="submit" intent="primary" size="large" fill loading={cycle.saving} text="Create my account" />
    </SchemaForm>
  );
}

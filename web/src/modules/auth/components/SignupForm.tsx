import { Button } from '@blueprintjs/core';
import { signupBodySchema } from '@dealbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { sendForText } from '../../api/httpClient.js';
import { TextField } from '../../ui/components/TextField.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { fieldErrorsFromIssues, type FieldErrors } from '../../ui/utils/fieldErrors.js';

export interface SignupFormProps {
  /** The one-time token from the invitation e-mail's link. */
  token: string;
}

/** The built-in directory's invitation link: choose a password, then sign in with it. */
export function SignupForm({ token }: SignupFormProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const signup = useMutation({
    mutationFn: (body: { password: string }) =>
      sendForText(`/api/signup/${encodeURIComponent(token)}`, { method: 'POST', body }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signupBodySchema.safeParse({ password });
    if (!parsed.success) return setErrors(fieldErrorsFromIssues(parsed.error.issues));
    if (repeat !== password) return setErrors({ repeat: 'The two passwords differ' });
    setErrors({});
    signup.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess('Your account is ready: sign in with your e-mail and this password.');
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        if (isApiError(error, 400)) setErrors(error.details);
        toastError('Sign-up failed', errorMessage(error));
      },
    });
  };

  return (
    <form className="db-login-form" onSubmit={submit} noValidate aria-label="Choose a password">
      <TextField
        id="signup-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <TextField
        id="signup-repeat"
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
      />
      <Button type="submit" intent="primary" size="large" fill loading={signup.isPending} text="Create my account" />
    </form>
  );
}

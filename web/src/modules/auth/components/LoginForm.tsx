import { Button } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { TextField } from '../../ui/components/TextField.js';
import { clearToasts, toastError } from '../../ui/toaster.js';
import { fieldErrorsFromIssues, labelledDetails, type FieldErrors } from '../utils/loginErrors.js';
import { useSignIn } from '../hooks/useSignIn.js';
import { loadLoginSchema } from '../utils/loadLoginSchema.js';
import { returnUrlForRole } from '../utils/returnUrl.js';

export interface LoginFormProps {
  /** Where to go once signed in (already checked by resolveReturnUrl). */
  returnUrl: string;
  /** The main way in (no single sign-on beside it). */
  primary: boolean;
}

/**
 * The sign-in form: the one form not on modules/forms, because react-hook-form would take the
 * sign-in page over its first-load budget (docs/benchmarks.md, First load). It still checks the contract's
 * schema (fetched when typing starts) and says its messages in the fields' labels.
 */
export function LoginForm({ returnUrl, primary }: LoginFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let schema: Awaited<ReturnType<typeof loadLoginSchema>>;
    try {
      schema = await loadLoginSchema();
    } catch (error) {
      toastError('Login Failed', errorMessage(error));
      return;
    }
    const parsed = schema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        clearToasts();
        navigate(returnUrlForRole(returnUrl, user.role), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error, 400)) setErrors(labelledDetails(error.details));
        if (isApiError(error, 401)) setPassword('');
        // A 429 says how long to wait; the server's message is the toast's detail.
        toastError('Login Failed', errorMessage(error));
      },
    });
  };

  return (
    <form className="db-login-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <TextField
        id="login-email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(value) => {
          void loadLoginSchema().catch(() => undefined);
          setEmail(value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
        error={errors.password}
      />
      <Button
        type="submit"
        intent={primary ? 'primary' : 'none'}
        fill
        size="large"
        text="Sign In"
        loading={signIn.isPending}
      />
    </form>
  );
}

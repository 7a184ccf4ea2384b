import { useLoginOptions } from '../hooks/useLoginOptions.js';

export interface SignInPromptProps {
  className?: string;
}

/** Spec §1: "Please sign in using your {brand} credentials", with the server's BRAND_NAME. */
export function SignInPrompt({ className }: SignInPromptProps) {
  const brand = useLoginOptions().data?.brand ?? 'Dealbook';
  return <p className={className}>Please sign in using your {brand} credentials</p>;
}

/** The invitation's sign-up page: the guest has no credentials yet, they are choosing them. */
export function SignupPrompt({ className }: SignInPromptProps) {
  const brand = useLoginOptions().data?.brand ?? 'Dealbook';
  return <p className={className}>You are invited to {brand}: choose a password for your account</p>;
}

import { useParams } from 'react-router-dom';
import { SignupForm } from '../modules/auth/components/SignupForm.js';
import { useDocumentTitle } from '../modules/ui/hooks/useDocumentTitle.js';

/** `/signup/{token}`: the page an invitation e-mail links to (built-in directory). */
export function SignupPage() {
  useDocumentTitle('Sign up');
  const { token = '' } = useParams();
  return <SignupForm token={token} />;
}

import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../modules/ui/hooks/useDocumentTitle.js';

export function LoggedOutPage() {
  useDocumentTitle('Logged out');
  const navigate = useNavigate();
  return (
    <div className="db-logged-out">
      <H2 className="db-looks-h3">You have been logged out</H2>
      <Button intent="primary" size="large" fill text="Sign In" onClick={() => navigate('/login')} />
    </div>
  );
}

import { Button, H3 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

export function LoggedOutPage() {
  const navigate = useNavigate();
  return (
    <div className="db-logged-out">
      <H3>You have been logged out</H3>
      <Button intent="primary" size="large" fill text="Sign In" onClick={() => navigate('/login')} />
    </div>
  );
}

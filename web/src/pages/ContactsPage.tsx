import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ContactsList } from '../modules/contacts/components/ContactsList.js';

export function ContactsPage() {
  const navigate = useNavigate();
  return (
    <>
      <div className="db-page-header">
        <H2>People</H2>
        <Button intent="primary" icon="add" text="New contact" onClick={() => navigate('/contacts/new')} />
      </div>
      <ContactsList />
    </>
  );
}

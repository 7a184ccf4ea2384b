import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ContactsList } from '../modules/contacts/components/ContactsList.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function ContactsPage() {
  const navigate = useNavigate();
  return (
    <>
      <div className="db-page-header">
        <PageTitle title="People" />
        <Button intent="primary" icon="add" text="New contact" onClick={() => navigate('/contacts/new')} />
      </div>
      <ContactsList />
    </>
  );
}

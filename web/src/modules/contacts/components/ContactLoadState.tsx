import { Button, Spinner } from '@blueprintjs/core';
import type { Contact } from '@dealbook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ContactLoadStateProps {
  query: UseQueryResult<Contact>;
}

/** What a contact screen shows before it has the record: loading, gone, or failed. */
export function ContactLoadState({ query }: ContactLoadStateProps) {
  const navigate = useNavigate();
  if (query.isPending && !query.isError) return <Spinner size={32} aria-label="Loading contact" />;
  const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
  return (
    <EmptyState
      icon={missing ? 'person' : 'error'}
      title={missing ? 'Contact not found' : 'The contact could not be loaded'}
      description={missing ? 'It may have been deleted.' : errorMessage(query.error)}
      action={<Button text="Back to contacts" onClick={() => navigate('/contacts')} />}
    />
  );
}

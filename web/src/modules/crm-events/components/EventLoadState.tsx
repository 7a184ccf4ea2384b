import { Button, Spinner } from '@blueprintjs/core';
import type { CrmEvent } from '@dealbook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface EventLoadStateProps {
  query: UseQueryResult<CrmEvent>;
}

/** What an event screen shows before it has the record: loading, gone, or failed. */
export function EventLoadState({ query }: EventLoadStateProps) {
  const navigate = useNavigate();
  if (query.isPending && !query.isError) return <Spinner size={32} aria-label="Loading event" />;
  const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
  return (
    <EmptyState
      icon={missing ? 'calendar' : 'error'}
      title={missing ? 'Event not found' : 'The event could not be loaded'}
      description={missing ? 'It may have been deleted.' : errorMessage(query.error)}
      action={<Button text="Back to events" onClick={() => navigate('/events')} />}
    />
  );
}

import { Button, Spinner } from '@blueprintjs/core';
import type { Company } from '@dealbook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface CompanyLoadStateProps {
  query: UseQueryResult<Company>;
}

/** What a company screen shows before it has the record: loading, gone, or failed. */
export function CompanyLoadState({ query }: CompanyLoadStateProps) {
  const navigate = useNavigate();
  if (query.isPending && !query.isError) return <Spinner size={32} aria-label="Loading company" />;
  const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
  return (
    <EmptyState
      icon={missing ? 'office' : 'error'}
      title={missing ? 'Company not found' : 'The company could not be loaded'}
      description={missing ? 'It may have been deleted.' : errorMessage(query.error)}
      action={<Button text="Back to companies" onClick={() => navigate('/companies')} />}
    />
  );
}

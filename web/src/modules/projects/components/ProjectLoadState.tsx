import { Button, Spinner } from '@blueprintjs/core';
import type { Project } from '@dealbook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ProjectLoadStateProps {
  query: UseQueryResult<Project>;
}

/** What a project screen shows before it has the record: loading, gone, or failed. */
export function ProjectLoadState({ query }: ProjectLoadStateProps) {
  const navigate = useNavigate();
  if (query.isPending && !query.isError) return <Spinner size={32} aria-label="Loading project" />;
  const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
  return (
    <EmptyState
      icon={missing ? 'projects' : 'error'}
      title={missing ? 'Project not found' : 'The project could not be loaded'}
      description={missing ? 'It may have been deleted.' : errorMessage(query.error)}
      action={<Button text="Back to opportunities" onClick={() => navigate('/projects/opportunities')} />}
    />
  );
}

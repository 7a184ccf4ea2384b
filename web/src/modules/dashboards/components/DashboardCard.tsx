import { Callout, Card, H2, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/ApiError.js';

export interface DashboardCardProps {
  title: string;
  /** What the section waits for; its content shows once it has data. */
  state?: { isPending: boolean; isError: boolean; error: unknown };
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** One dashboard section: a titled card that shows loading and failure in its own place. */
export function DashboardCard({ title, state, actions, children, className }: DashboardCardProps) {
  return (
    <Card className={`db-dash-card ${className ?? ''}`} role="region" aria-label={title}>
      <div className="db-page-header">
        <H2 className="db-looks-h4">{title}</H2>
        {actions}
      </div>
      {state?.isPending ? (
        <Spinner size={24} aria-label={`Loading ${title.toLowerCase()}`} />
      ) : state?.isError ? (
        <Callout intent="danger" title={`${title} could not be loaded`}>
          {errorMessage(state.error)}
        </Callout>
      ) : (
        children
      )}
    </Card>
  );
}

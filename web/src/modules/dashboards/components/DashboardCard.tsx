import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { CardSkeleton } from './CardSkeleton.js';
import { Notice } from '../../ui/components/Notice.js';

export interface DashboardCardProps {
  title: string;
  /** What the section waits for; its content shows once it has data. */
  state?: { isPending: boolean; isError: boolean; error: unknown };
  /** The content's usual height in px, reserved while it loads so the cards below stay put. */
  loadingHeight?: number | undefined;
  /** Or a stand-in of the content's shape (a chart without data), which keeps its height at any width. */
  loadingShape?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** One dashboard section: a titled card that shows loading and failure in its own place. */
export function DashboardCard({
  title,
  state,
  loadingHeight,
  loadingShape,
  actions,
  children,
  className,
}: DashboardCardProps) {
  return (
    <Card className={`db-dash-card ${className ?? ''}`} role="region" aria-label={title}>
      <div className="db-page-header">
        <H2 className="db-looks-h4">{title}</H2>
        {actions}
      </div>
      {state?.isPending ? (
        <CardSkeleton label={`Loading ${title.toLowerCase()}`} height={loadingHeight} shape={loadingShape} />
      ) : state?.isError ? (
        <Notice intent="danger" title={`${title} could not be loaded`}>
          {errorMessage(state.error)}
        </Notice>
      ) : (
        children
      )}
    </Card>
  );
}

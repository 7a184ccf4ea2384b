import '../console.css';
import { Card, H2, Spinner } from '@blueprintjs/core';
import { Role } from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { CallsTable } from '../../communications/components/CallsTable.js';
import { latestCallsLimit, useLatestCalls } from '../../communications/hooks/useLatestCalls.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

const title = 'Your latest calls';
/** An external caller's projects open in their console; they read the companies' and people's names only. */
const externalProjectPath = (projectId: string) => `/ext/console?project=${encodeURIComponent(projectId)}`;

/**
 * The caller's own latest calls on purchasers, newest first, on every project: what they just
 * logged shows at the top at once, so they can see it went in and what they said.
 */
export function ConsoleCallHistory() {
  const me = useCurrentUser();
  const external = me.role === Role.external;
  const calls = useLatestCalls(me._id);

  return (
    <Card className="db-console-history" role="region" aria-label={title}>
      <H2 className="db-looks-h4">{title}</H2>
      {calls.isPending ? (
        <Spinner size={24} aria-label="Loading your latest calls" />
      ) : calls.isError ? (
        <Notice intent="danger" title="Your latest calls could not be loaded">
          {errorMessage(calls.error)}
        </Notice>
      ) : calls.data.length === 0 ? (
        <EmptyState
          icon="phone"
          title="No calls in the last month"
          description="The calls you log on purchasers show here, newest first."
        />
      ) : (
        <>
          <CallsTable
            aria-label={title}
            calls={calls.data}
            showCaller={false}
            linkRecords={!external}
            {...(external ? { projectPath: externalProjectPath } : {})}
          />
          {calls.data.length === latestCallsLimit && (
            <p className="bp6-text-muted">The {latestCallsLimit} most recent of the last month.</p>
          )}
        </>
      )}
    </Card>
  );
}

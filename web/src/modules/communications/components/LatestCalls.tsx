import { Callout, H5, Spinner } from '@blueprintjs/core';
import { Role } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { communicationQueries } from '../hooks/communicationQueries.js';
import { CallsTable } from './CallsTable.js';

export interface LatestCallsProps {
  userId: string;
  limit?: number;
}

const dayMs = 86_400_000;
/** The last week, to the end of today (whole days, so the query key holds still within a day). */
function lastWeek() {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(today) - 6 * dayMs).toISOString().slice(0, 10);
  return { from: `${from}T00:00:00.000Z`, to: `${today}T23:59:59.999Z` };
}

/** A caller's latest calls on purchasers, saying who each was with; live as calls are logged. */
export function LatestCalls({ userId, limit = 3 }: LatestCallsProps) {
  const me = useCurrentUser();
  const external = me.role === Role.external;
  const { from, to } = lastWeek();
  const calls = useQuery(communicationQueries.latest(userId, from, to, limit));
  return (
    <section aria-label="Latest calls">
      <H5>Latest calls</H5>
      {calls.isPending ? (
        <Spinner size={20} aria-label="Loading the latest calls" />
      ) : calls.isError ? (
        <Callout intent="danger" title="The latest calls could not be loaded">
          {errorMessage(calls.error)}
        </Callout>
      ) : calls.data.length === 0 ? (
        <p className="bp6-text-muted">No calls on purchasers this week.</p>
      ) : (
        <CallsTable
          aria-label="Latest calls"
          calls={calls.data}
          linkRecords={!external}
          {...(external ? { projectPath: (id: string) => `/ext/console?project=${encodeURIComponent(id)}` } : {})}
        />
      )}
    </section>
  );
}

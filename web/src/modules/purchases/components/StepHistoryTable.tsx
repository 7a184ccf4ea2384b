import { HTMLTable } from '@blueprintjs/core';
import type { StepHistoryEntry } from '@dealbook/contracts';
import { formatDateTime } from '../../ui/utils/format.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface StepHistoryTableProps {
  steps: readonly StepHistoryEntry[];
}

/** The purchaser's way through the sale, latest step first, with the score each was given. */
export function StepHistoryTable({ steps }: StepHistoryTableProps) {
  if (steps.length === 0) return <EmptyState icon="history" title="No stages yet" />;
  const latestFirst = [...steps].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <HTMLTable compact striped className="db-step-history" aria-label="Step history">
      <thead>
        <tr>
          <th>Stage</th>
          <th>Score</th>
          <th>Date</th>
        </tr>
      </thead>
      <tbody>
        {latestFirst.map((step, i) => (
          <tr key={`${step.date}-${i}`}>
            <td>{step.step}</td>
            <td>{step.score}</td>
            <td>{formatDateTime(step.date)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

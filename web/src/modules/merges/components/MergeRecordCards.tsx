import { Button, Card, H2, Tag } from '@blueprintjs/core';
import type { MergeRecordSummary } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';

export interface MergeRecordCardsProps {
  survivor: MergeRecordSummary;
  merged: MergeRecordSummary;
  /** Makes the merged record the survivor and the other way round. */
  onSwap: () => void;
}

function RecordCard({ record, role }: { record: MergeRecordSummary; role: 'survivor' | 'merged' }) {
  return (
    <Card className={`db-merge-card db-merge-card--${role}`} aria-label={record.name}>
      <Tag minimal round intent={role === 'survivor' ? 'success' : 'warning'}>
        {role === 'survivor' ? 'Survives' : 'Merged into it and closed'}
      </Tag>
      <H2 className="db-looks-h3">{record.name}</H2>
      {record.detail && <p className="db-muted">{record.detail}</p>}
      <p className="db-muted">Created {formatDate(record.createdAt)}</p>
    </Card>
  );
}

/** The two records side by side (stacked on a phone), the survivor first, and the swap between them. */
export function MergeRecordCards({ survivor, merged, onSwap }: MergeRecordCardsProps) {
  return (
    <section className="db-merge-cards" aria-label="The two records">
      <RecordCard record={survivor} role="survivor" />
      <Button
        className="db-merge-cards__swap"
        icon="swap-horizontal"
        text="Swap"
        title={`Keep ${merged.name} instead`}
        onClick={onSwap}
      />
      <RecordCard record={merged} role="merged" />
    </section>
  );
}

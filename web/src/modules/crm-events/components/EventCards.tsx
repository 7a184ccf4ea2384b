import { Card, H2, ProgressBar } from '@blueprintjs/core';
import type { CrmEvent } from '@dealbook/contracts';
import { DefinitionList } from '../../ui/components/DefinitionList.js';
import { formatCost as formatMoney } from '../utils/money.js';

export interface EventCardProps {
  event: CrmEvent;
}

/** Budget against actual spend: the bar turns red once the budget is exceeded. */
export function EventCostsCard({ event }: EventCardProps) {
  const { budgetedCost, actualCost } = event;
  const share = budgetedCost > 0 ? actualCost / budgetedCost : actualCost > 0 ? 1 : 0;
  const over = actualCost > budgetedCost;
  const difference = budgetedCost - actualCost;
  return (
    <Card className="db-card" aria-label="Costs">
      <H2 className="db-looks-h4">Costs</H2>
      <DefinitionList
        items={[
          { label: 'Budgeted', value: formatMoney(budgetedCost) },
          { label: 'Actual', value: formatMoney(actualCost) },
          { label: over ? 'Over budget by' : 'Remaining', value: formatMoney(Math.abs(difference)) },
        ]}
      />
      <ProgressBar
        className="db-card__progress"
        value={Math.min(share, 1)}
        intent={over ? 'danger' : 'success'}
        animate={false}
        stripes={false}
        aria-label={over ? 'Over budget' : 'Share of the budget spent'}
      />
    </Card>
  );
}

export function EventAddressCard({ event }: EventCardProps) {
  const lines = [event.line1, event.line2, event.city, event.county, event.postcode, event.country].filter(Boolean);
  return (
    <Card className="db-card" aria-label="Address">
      <H2 className="db-looks-h4">Address</H2>
      {lines.length === 0 ? (
        <p className="bp6-text-muted">No address</p>
      ) : (
        <address>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </address>
      )}
    </Card>
  );
}

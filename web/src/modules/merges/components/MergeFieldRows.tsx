import { Radio } from '@blueprintjs/core';
import type { MergeFieldChoice, MergeRecordSummary, MergeSide } from '@dealbook/contracts';

export interface MergeFieldRowsProps {
  fields: readonly MergeFieldChoice[];
  survivor: MergeRecordSummary;
  merged: MergeRecordSummary;
  choices: Readonly<Record<string, MergeSide>>;
  onChoose: (field: string, side: MergeSide) => void;
  disabled?: boolean;
}

/** An empty value said as such, not a blank cell that reads as still loading. */
const shown = (text: string) => (text.trim() === '' ? <span className="db-muted">Empty</span> : text);

function ChoiceRow({
  field,
  survivor,
  merged,
  chosen,
  onChoose,
  disabled,
}: {
  field: MergeFieldChoice;
  survivor: MergeRecordSummary;
  merged: MergeRecordSummary;
  chosen: MergeSide;
  onChoose: (side: MergeSide) => void;
  disabled?: boolean;
}) {
  const labelId = `merge-field-${field.field}`;
  const option = (side: MergeSide, record: MergeRecordSummary, text: string) => (
    <div className="db-merge-row__value">
      <Radio
        name={labelId}
        checked={chosen === side}
        disabled={disabled}
        onChange={() => onChoose(side)}
        // Field and record, and which side, since two contacts to merge often share a name.
        aria-label={`${field.label} from ${record.name} (${side === 'survivor' ? 'survives' : 'merged away'})`}
        labelElement={
          <span className="db-merge-row__option">
            <span className="db-merge-row__record">{record.name}</span>
            {shown(text)}
          </span>
        }
      />
    </div>
  );
  return (
    <div className="db-merge-row db-merge-row--choice" role="radiogroup" aria-labelledby={labelId}>
      <div className="db-merge-row__label" id={labelId}>
        {field.label}
      </div>
      {option('survivor', survivor, field.survivorText)}
      {option('merged', merged, field.mergedText)}
    </div>
  );
}

/**
 * One row per field the type merges: where the two records differ, a choice of whose value the
 * survivor keeps; where they agree, the value once.
 */
export function MergeFieldRows({ fields, survivor, merged, choices, onChoose, disabled }: MergeFieldRowsProps) {
  return (
    <section className="db-merge-fields" aria-label="Fields">
      <div className="db-merge-row db-merge-row--head" aria-hidden>
        <div className="db-merge-row__label">Field</div>
        <div className="db-merge-row__value">{survivor.name}</div>
        <div className="db-merge-row__value">{merged.name}</div>
      </div>
      {fields.map((field) =>
        field.differs ? (
          <ChoiceRow
            key={field.field}
            field={field}
            survivor={survivor}
            merged={merged}
            chosen={choices[field.field] ?? field.suggested}
            onChoose={(side) => onChoose(field.field, side)}
            disabled={disabled}
          />
        ) : (
          <div key={field.field} className="db-merge-row db-merge-row--same">
            <div className="db-merge-row__label">{field.label}</div>
            <div className="db-merge-row__same">
              {shown(field.survivorText)}
              <span className="db-muted"> · the same in both</span>
            </div>
          </div>
        ),
      )}
    </section>
  );
}

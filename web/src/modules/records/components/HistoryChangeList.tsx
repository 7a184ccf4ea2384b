/** One field's change as a history line lists it, in words. */
export interface HistoryChange {
  field: string;
  from: string;
  to: string;
}

/** The "field: from → to" lines under a history or timeline sentence; nothing when there are none. */
export function HistoryChangeList({ changes }: { changes: readonly HistoryChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="db-history__changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="db-history__field">{change.field}:</span> {change.from} → {change.to}
        </li>
      ))}
    </ul>
  );
}

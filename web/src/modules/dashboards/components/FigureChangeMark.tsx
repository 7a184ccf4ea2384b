import type { FigureChange } from '../utils/figureChange.js';

export interface FigureChangeMarkProps {
  change: FigureChange | null;
}

/** ▲ / ▼ against the previous period, green up and red down; the words are there for screen readers. */
export function FigureChangeMark({ change }: FigureChangeMarkProps) {
  if (!change) return null;
  return (
    <span className={`db-change db-change--${change.direction}`} title={change.description}>
      <span aria-hidden>{change.text}</span>
      <span className="db-visually-hidden">{change.description}</span>
    </span>
  );
}

export type ChangeDirection = 'up' | 'down' | 'same';

export interface FigureChange {
  direction: ChangeDirection;
  /** What the mark says: "▲ 3", "▼ 12 pts", "–". */
  text: string;
  /** Spoken and hover text: "3 more than the previous period". */
  description: string;
}

const describe = (direction: ChangeDirection, amount: string) =>
  direction === 'same'
    ? 'the same as the previous period'
    : `${amount} ${direction === 'up' ? 'more' : 'fewer'} than the previous period`;

/** A count against the same count in the previous period. */
export function countChange(current: number, previous: number): FigureChange {
  const delta = current - previous;
  const direction: ChangeDirection = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  const amount = String(Math.abs(delta));
  return {
    direction,
    text: direction === 'same' ? '–' : `${arrow[direction]} ${amount}`,
    description: describe(direction, amount),
  };
}

const arrow = { up: '▲', down: '▼', same: '–' } as const;

/**
 * A rate (0–1) against the previous period's, in percentage points; no change is shown when
 * either period had no calls, since "no rate" is not zero.
 */
export function rateChange(current: number | null, previous: number | null): FigureChange | null {
  if (current === null || previous === null) return null;
  const points = Math.round((current - previous) * 100);
  const direction: ChangeDirection = points > 0 ? 'up' : points < 0 ? 'down' : 'same';
  const amount = `${Math.abs(points)} pts`;
  return {
    direction,
    text: direction === 'same' ? '–' : `${arrow[direction]} ${amount}`,
    description:
      direction === 'same'
        ? 'the same as the previous period'
        : `${amount} ${direction === 'up' ? 'higher' : 'lower'} than the previous period`,
  };
}

/** A rate as a whole percentage, "—" when there is none (no calls). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

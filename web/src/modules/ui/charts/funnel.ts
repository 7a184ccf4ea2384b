export interface FunnelStep {
  label: string;
  count: number;
  /** Share lost since the step before (0–1); null for the first step or when the one before was empty. */
  dropOff: number | null;
}

/** Counts along a funnel (added → NDA sent → …) with the share lost at each step. */
export function withDropOffs(counts: readonly { label: string; count: number }[]): FunnelStep[] {
  return counts.map((step, index) => {
    const before = counts[index - 1]?.count;
    return {
      ...step,
      dropOff: before === undefined || before === 0 ? null : Math.max(0, (before - step.count) / before),
    };
  });
}

import { SegmentedControl } from '@blueprintjs/core';
import { DashboardPeriods, type DashboardPeriod } from '@dealbook/contracts';

export interface PeriodSwitcherProps {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}

const labels: Record<DashboardPeriod, string> = { today: 'Today', week: 'This week', month: 'This month' };

/** Today / This week / This month: what the leaderboard counts (each compared with the one before). */
export function PeriodSwitcher({ value, onChange }: PeriodSwitcherProps) {
  return (
    <SegmentedControl
      aria-label="Period"
      value={value}
      onValueChange={(next) => onChange(next as DashboardPeriod)}
      options={DashboardPeriods.map((period) => ({ value: period, label: labels[period] }))}
    />
  );
}

/** How the previous period reads beside a change mark. */
export const previousPeriodLabel: Record<DashboardPeriod, string> = {
  today: 'yesterday',
  week: 'last week',
  month: 'last month',
};

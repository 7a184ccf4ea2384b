import { DashboardPeriods, type DashboardPeriod } from '@dealbook/contracts';
import { useSearchParams } from 'react-router-dom';

/** The leaderboard's period lives in the address (?period=week), so a link or reload keeps it. */
export function useDashboardPeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = (DashboardPeriods as readonly string[]).includes(asked ?? '') ? (asked as DashboardPeriod) : 'today';
  const setPeriod = (next: DashboardPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'today') updated.delete('period');
        else updated.set('period', next);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

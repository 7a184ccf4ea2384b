import type { CallerTargets } from '@dealbook/contracts';
import { daysBetween, daysInMonth, weekdaysBetween } from './calendarDays.js';

export interface TargetProgress {
  done: number;
  target: number;
  /** 0–1 for the progress bar (capped: beating the target fills it). */
  fraction: number;
  met: boolean;
  /** "12 of 40". */
  label: string;
}

/** Progress towards a target, or null when none is set. */
export function targetProgress(done: number, target: number | null): TargetProgress | null {
  if (target === null) return null;
  const fraction = target === 0 ? 1 : Math.min(1, done / target);
  return { done, target, fraction, met: done >= target, label: `${done} of ${target}` };
}

export interface PeriodTargets {
  calls: number | null;
  ndas: number | null;
}

/**
 * A member's targets scaled to a leaderboard's period. Calls per day count on working days only
 * (a week's target is five days' calls; a single day off the week still gets one day's target);
 * NDAs per month are shared out by the period's share of its month, rounded up so that a target
 * is never zero while the monthly one is not.
 */
export function periodTargets(targets: CallerTargets, range: { from: string; to: string }): PeriodTargets {
  const days = daysBetween(range.from, range.to).length;
  const workingDays = days === 1 ? 1 : weekdaysBetween(range.from, range.to);
  const monthShare = Math.min(1, days / daysInMonth(range.from));
  return {
    calls: targets.callsPerDay === null ? null : targets.callsPerDay * workingDays,
    ndas: targets.ndasPerMonth === null ? null : Math.ceil(targets.ndasPerMonth * monthShare),
  };
}

import type { ImportProgress } from '@dealbook/contracts';

const grouped = (n: number) => Math.round(n).toLocaleString('en-GB');

/** "45 seconds", "about 4 minutes", "about 1 hour 20 minutes": how long is left, as people say it. */
export function describeSecondsLeft(seconds: number): string {
  if (seconds < 1) return 'a moment';
  if (seconds < 60) return `${Math.ceil(seconds)} second${Math.ceil(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest === 0 ? `about ${hourText}` : `about ${hourText} ${rest} minute${rest === 1 ? '' : 's'}`;
}

/** An undo counts records put back; a check or a run counts rows of the file. */
const unitOf = (progress: Pick<ImportProgress, 'phase'>) => (progress.phase === 'undo' ? 'records' : 'rows');

/**
 * "1,200 of about 50,000 rows": before the check has counted the rows, the total is the server's
 * estimate from the bytes read.
 */
export function describeRowsDone(progress: ImportProgress, totalKnown: boolean): string {
  const unit = unitOf(progress);
  if (progress.rowsTotal <= 0) return `${grouped(progress.rowsDone)} ${unit}`;
  return `${grouped(progress.rowsDone)} of ${totalKnown ? '' : 'about '}${grouped(progress.rowsTotal)} ${unit}`;
}

/** "850 rows a second · about 4 minutes left", or what is not known yet. */
export function describeRate(progress: ImportProgress): string {
  const rate = progress.rowsPerSecond > 0 ? `${grouped(progress.rowsPerSecond)} ${unitOf(progress)} a second` : '';
  const left =
    progress.secondsLeft === null ? 'working out the time left' : `${describeSecondsLeft(progress.secondsLeft)} left`;
  return rate ? `${rate} · ${left}` : left;
}

/** 0..1 for the bar, or undefined (an animated bar) while the total is not known. */
export function progressFraction(progress: ImportProgress): number | undefined {
  if (progress.rowsTotal <= 0) return undefined;
  return Math.min(1, progress.rowsDone / progress.rowsTotal);
}

import type { ImportProgress } from '@dealbook/contracts';

/** How far a check, run or undo has got, its rate over the last few seconds and the time left. */
export class ImportProgressMeter {
  private readonly samples: { at: number; rows: number }[] = [];
  rowsDone: number;

  constructor(
    readonly phase: ImportProgress['phase'],
    startRows: number,
    /** The total when known (a checked file's rows, an undo's records); else estimated from the bytes read. */
    private readonly knownTotal: number | undefined,
    private readonly fileShare: () => number = () => 0,
  ) {
    this.rowsDone = startRows;
    this.samples.push({ at: Date.now(), rows: startRows });
  }

  advance(rowsDone: number): void {
    this.rowsDone = rowsDone;
    const now = Date.now();
    this.samples.push({ at: now, rows: rowsDone });
    // A rate over the last ten seconds follows a change of pace without jumping at every batch.
    while (this.samples.length > 2 && now - this.samples[0]!.at > 10_000) this.samples.shift();
  }

  snapshot(): ImportProgress {
    const first = this.samples[0]!;
    const last = this.samples.at(-1)!;
    const seconds = (last.at - first.at) / 1000;
    const rowsPerSecond = seconds > 0 ? (last.rows - first.rows) / seconds : 0;
    const rowsTotal = Math.max(this.rowsDone, this.total());
    return {
      phase: this.phase,
      rowsDone: this.rowsDone,
      rowsTotal,
      rowsPerSecond: Math.round(rowsPerSecond),
      secondsLeft: rowsPerSecond > 0 ? Math.ceil((rowsTotal - this.rowsDone) / rowsPerSecond) : null,
    };
  }

  private total(): number {
    if (this.knownTotal !== undefined) return this.knownTotal;
    const share = this.fileShare();
    return share > 0 ? Math.round(this.rowsDone / share) : this.rowsDone;
  }
}

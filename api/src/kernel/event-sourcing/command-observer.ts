/** How a command ended: events recorded, nothing to record, refused by its rules, a stale version, or a failure. */
export type CommandResult = 'appended' | 'unchanged' | 'refused' | 'conflict' | 'failed';

/**
 * Told of every command Commands runs (the metrics count them). An injection token, so the kernel
 * knows nothing of who listens.
 */
export interface CommandObserver {
  observe(command: string, result: CommandResult, seconds: number): void;
}

export const COMMAND_OBSERVER = Symbol('COMMAND_OBSERVER');

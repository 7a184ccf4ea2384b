import { ConfigError } from '../kernel/config/app-config.js';
import { BackupError } from './backup-format.js';

/**
 * Runs a command's main: a refusal, a bad argument or a bad setting ends it with its message and
 * exit code (2 for usage), anything else with the error's message and 1 — never a stack trace.
 */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof BackupError) {
      console.error(error.message);
      process.exitCode = error.exitCode;
    } else if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 2;
    } else {
      console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  });
}

/** Rewrites the current terminal line with a count, for long tables. */
export function showRows(table: string, rows: number): void {
  if (process.stdout.isTTY) process.stdout.write(`\r${table}: ${rows} rows so far…   `);
  else console.log(`${table}: ${rows} rows so far…`);
}

export function clearLine(): void {
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
}

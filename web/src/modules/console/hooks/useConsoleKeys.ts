import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import type { CommunicationOutcome } from '@dealbook/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { outcomeKeyCommand, outcomeKeys, rowKeys, type ConsoleCommand } from '../utils/consoleKeys.js';

export interface UseConsoleKeysOptions {
  /** The outcome picked by the first keystroke, waiting for its action. */
  pending: CommunicationOutcome | null;
  /** While a dialog is open the console's keys belong to it. */
  paused: boolean;
  onCommand: (command: ConsoleCommand) => void;
}

const group = 'Console';

/**
 * The console's keys, page-wide but never while typing in a field (Blueprint's global hotkeys);
 * `?` lists them. While an outcome waits for its action only the digits, Enter and Esc count.
 */
export function useConsoleKeys({ pending, paused, onCommand }: UseConsoleKeysOptions) {
  const latest = useRef({ pending, onCommand });
  useEffect(() => {
    latest.current = { pending, onCommand };
  });
  const waiting = pending !== null;

  const hotkeys = useMemo<HotkeyConfig[]>(() => {
    const run = (command: ConsoleCommand | null) => command && latest.current.onCommand(command);
    const outcomeOrAction = (event: KeyboardEvent) => run(outcomeKeyCommand(latest.current.pending, event.key));
    const key = (combo: string, label: string, onKeyDown: (event: KeyboardEvent) => void, off = false) => ({
      combo,
      label,
      onKeyDown,
      global: true,
      group,
      preventDefault: true,
      disabled: paused || off,
    });
    return [
      ...outcomeKeys.map(({ key: digit, outcome }) =>
        key(digit, waiting ? `Action ${digit}` : `Outcome: ${outcome}`, outcomeOrAction),
      ),
      key('enter', 'Log the default action', outcomeOrAction, !waiting),
      key('esc', waiting ? 'Cancel the outcome' : 'Clear the selection', (event) =>
        run(latest.current.pending ? outcomeKeyCommand(latest.current.pending, event.key) : { kind: 'clearSelection' }),
      ),
      ...rowKeys
        .filter((entry) => entry.combo !== 'esc')
        .map((entry) => key(entry.combo, entry.label, () => run(entry.command), waiting)),
    ];
  }, [waiting, paused]);

  useHotkeys(hotkeys);
}

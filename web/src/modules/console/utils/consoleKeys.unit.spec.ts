import { CommunicationAction } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import {
  actionKeys,
  allOrNone,
  followedIndex,
  movedIndex,
  outcomeKeyCommand,
  rowKeys,
  toggledSelection,
} from './consoleKeys.js';

describe('outcomeKeyCommand: the two-keystroke call log', () => {
  it('1 to 4 pick the outcomes in spec §3.8 order; other keys pick nothing', () => {
    expect(outcomeKeyCommand(null, '1')).toEqual({
      kind: 'pickOutcome',
      outcome: 'Spoke to Contact - Successful call',
    });
    expect(outcomeKeyCommand(null, '2')).toEqual({
      kind: 'pickOutcome',
      outcome: 'Engaged conversation but not the right contact',
    });
    expect(outcomeKeyCommand(null, '3')).toEqual({ kind: 'pickOutcome', outcome: 'Called but no response' });
    expect(outcomeKeyCommand(null, '4')).toEqual({ kind: 'pickOutcome', outcome: 'Wrong contact details' });
    expect(outcomeKeyCommand(null, '5')).toBeNull();
    expect(outcomeKeyCommand(null, 'Enter')).toBeNull();
  });

  it('then a digit picks one of the actions the outcome allows (§4.4)', () => {
    const successful = 'Spoke to Contact - Successful call';
    expect(outcomeKeyCommand(successful, '2')).toEqual({
      kind: 'log',
      outcome: successful,
      action: CommunicationAction.FurtherCallBooked,
    });
    expect(outcomeKeyCommand(successful, '3')).toEqual({
      kind: 'log',
      outcome: successful,
      action: CommunicationAction.EmailToBeResent,
    });
  });

  it('Enter takes the default action, the first allowed', () => {
    expect(outcomeKeyCommand('Called but no response', 'Enter')).toEqual({
      kind: 'log',
      outcome: 'Called but no response',
      action: CommunicationAction.TryToCallAgain,
    });
    expect(outcomeKeyCommand('Spoke to Contact - Successful call', 'Enter')).toMatchObject({
      action: CommunicationAction.SendNDA,
    });
  });

  it('a digit beyond the allowed actions, or any other key, logs nothing; Esc goes back', () => {
    expect(outcomeKeyCommand('Called but no response', '2')).toBeNull();
    expect(outcomeKeyCommand('Called but no response', 'j')).toBeNull();
    expect(outcomeKeyCommand('Called but no response', 'Escape')).toEqual({ kind: 'cancelOutcome' });
  });

  it('lists each outcome’s actions with their keys for the legend', () => {
    expect(actionKeys('Wrong contact details')).toEqual([
      { key: '1', action: CommunicationAction.TryToCallAgain },
      { key: '2', action: CommunicationAction.FindRightContact },
    ]);
  });

  it('gives every row key one command and no key two meanings', () => {
    const combos = rowKeys.map((entry) => entry.combo);
    expect(new Set(combos).size).toBe(combos.length);
    expect(combos.some((combo) => /^[1-4]$/.test(combo) || combo === 'enter')).toBe(false);
  });
});

describe('moving and selecting rows', () => {
  it('moves within the table and stops at its ends', () => {
    expect(movedIndex(0, 1, 3)).toBe(1);
    expect(movedIndex(2, 1, 3)).toBe(2);
    expect(movedIndex(0, -1, 3)).toBe(0);
    expect(movedIndex(-1, 1, 3)).toBe(0);
    expect(movedIndex(-1, -1, 3)).toBe(2);
    expect(movedIndex(0, 1, 0)).toBe(-1);
  });

  it('Space toggles a row in and out of the selection without touching the others', () => {
    const once = toggledSelection(new Set(['a']), 'b');
    expect([...once].sort()).toEqual(['a', 'b']);
    expect([...toggledSelection(once, 'a')]).toEqual(['b']);
  });

  it('A selects everything, or nothing when everything is selected already', () => {
    expect([...allOrNone(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect(allOrNone(new Set(['a', 'b']), ['a', 'b']).size).toBe(0);
  });

  it('keeps the current row on the same purchase when the list changes under it', () => {
    expect(followedIndex('b', ['x', 'a', 'b'], 1)).toBe(2);
    // Gone (deleted elsewhere): stay at the same place, within the table.
    expect(followedIndex('b', ['a', 'c'], 1)).toBe(1);
    expect(followedIndex('b', ['a'], 1)).toBe(0);
    expect(followedIndex(null, ['a', 'b'], 0)).toBe(0);
    expect(followedIndex('a', [], 0)).toBe(-1);
    // Nothing picked yet (the console opens on no row): still nothing, so ↓ lands on the first.
    expect(followedIndex(null, ['a', 'b'], -1)).toBe(-1);
    expect(movedIndex(followedIndex(null, ['a', 'b'], -1), 1, 2)).toBe(0);
  });
});

import type { PresenceViewer } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { othersEditingText, othersThan, presenceLabel } from './presence.js';

const alice: PresenceViewer = { _id: 'a', fullName: 'Alice Smith', editing: false };
const bob: PresenceViewer = { _id: 'b', fullName: 'Bob Jones', editing: true };
const carol: PresenceViewer = { _id: 'c', fullName: 'Carol King', editing: true };

describe('othersThan', () => {
  it('leaves the signed-in user out and keeps the order of the server', () => {
    expect(othersThan([alice, bob, carol], 'a')).toEqual([bob, carol]);
    expect(othersThan([alice], 'a')).toEqual([]);
  });

  it('shows a repeated person once, editing if any entry says so', () => {
    expect(othersThan([{ ...bob, editing: false }, bob, alice], 'x')).toEqual([{ ...bob, editing: true }, alice]);
  });
});

describe('presenceLabel', () => {
  it('says whether the person is viewing or editing', () => {
    expect(presenceLabel(alice)).toBe('Alice Smith is viewing');
    expect(presenceLabel(bob)).toBe('Bob Jones is editing');
  });
});

describe('othersEditingText', () => {
  it('names who else is editing, in a sentence', () => {
    expect(othersEditingText([], 'company')).toBeUndefined();
    expect(othersEditingText([bob], 'company')).toBe('Bob Jones is editing this company too');
    expect(othersEditingText([bob, carol], 'company')).toBe('Bob Jones and Carol King are editing this company too');
    expect(othersEditingText([alice, bob, carol], 'contact')).toBe(
      'Alice Smith, Bob Jones and Carol King are editing this contact too',
    );
  });
});

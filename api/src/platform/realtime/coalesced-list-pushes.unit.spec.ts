import { describe, expect, it, vi } from 'vitest';
import type { ChangeMessage } from '@dealbook/contracts';
import { CoalescedListPushes } from './coalesced-list-pushes.js';

const change = (id: string): ChangeMessage => ({ type: 'company', id, version: 1, op: 'created', changes: {} });

describe('list pushes of bulk work', () => {
  it('go out at once, then at most once an interval per room, the latest last', () => {
    vi.useFakeTimers();
    try {
      const sent: [string, string][] = [];
      const pushes = new CoalescedListPushes((room, message) => sent.push([room, message.id]), 1000);
      for (let i = 1; i <= 500; i++) pushes.push('list:company', change(`c${i}`));
      pushes.push('list:contact', change('p1'));
      expect(sent).toEqual([
        ['list:company', 'c1'],
        ['list:contact', 'p1'],
      ]);
      vi.advanceTimersByTime(1000);
      expect(sent.slice(2)).toEqual([['list:company', 'c500']]);
      // Nothing pending: the next interval sends nothing more.
      vi.advanceTimersByTime(5000);
      expect(sent).toHaveLength(3);
      pushes.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { DealStatus, OpportunityStatus, ProjectStatus, type ProjectListItem } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { applyMove, boardColumns, boardField, toggleExpanded } from './boardColumns.js';
import { projectLists } from './projectLists.js';

const card = (id: string, opportunityStatus: OpportunityStatus, status: ProjectStatus): ProjectListItem =>
  ({ _id: id, projectName: id, opportunityStatus, status, dealStatus: DealStatus.Dead, version: 1 }) as ProjectListItem;

const rows = [
  card('a', OpportunityStatus.Introduction, ProjectStatus.AwaitingPitch),
  card('b', OpportunityStatus.MeetingBooked, ProjectStatus.AwaitingPitch),
  card('c', OpportunityStatus.Introduction, ProjectStatus.Completed),
];

describe('boardColumns', () => {
  it('groups opportunities by opportunity status and deals by deal status, or both by project status', () => {
    expect(boardField(projectLists.opportunities, 'stage')).toBe('opportunityStatus');
    expect(boardField(projectLists.velocityDeals, 'stage')).toBe('dealStatus');
    expect(boardField(projectLists.deals, 'status')).toBe('status');
  });

  it('has a column per value in the enumeration’s order, the empty ones included', () => {
    const columns = boardColumns(rows, 'opportunityStatus');
    expect(columns).toHaveLength(16);
    expect(columns[0]).toMatchObject({ value: 1, label: 'Introduction' });
    expect(columns[0]?.cards.map((c) => c._id)).toEqual(['a', 'c']);
    expect(columns[1]).toMatchObject({ label: 'Trying To Organise A Meeting', cards: [] });
    expect(columns[2]?.cards.map((c) => c._id)).toEqual(['b']);
    expect(boardColumns(rows, 'status').find((c) => c.value === ProjectStatus.Completed)?.cards).toHaveLength(1);
  });
});

describe('collapsed columns', () => {
  it('collapses the empty columns only, unless the person opened them', () => {
    const columns = boardColumns(rows, 'opportunityStatus');
    expect(columns.filter((c) => !c.collapsed).map((c) => c.label)).toEqual(['Introduction', 'Meeting Booked']);
    expect(columns.filter((c) => c.collapsed)).toHaveLength(14);
    const opened = boardColumns(rows, 'opportunityStatus', new Set([OpportunityStatus.ClosedWon]));
    expect(opened.find((c) => c.value === OpportunityStatus.ClosedWon)?.collapsed).toBe(false);
    // A column with cards never collapses, opened or not.
    expect(boardColumns(rows, 'opportunityStatus', new Set()).find((c) => c.value === 1)?.collapsed).toBe(false);
  });

  it('a card moved into a collapsed column opens it', () => {
    const moved = applyMove(
      { rows, total: 3, totalKind: 'exact', nextCursor: null },
      { id: 'b', field: 'opportunityStatus', to: OpportunityStatus.ClosedWon },
    );
    const columns = boardColumns(moved.rows, 'opportunityStatus');
    expect(columns.find((c) => c.value === OpportunityStatus.ClosedWon)?.collapsed).toBe(false);
    expect(columns.find((c) => c.value === OpportunityStatus.MeetingBooked)?.collapsed).toBe(true);
  });

  it('opens and closes one column, keeping the set when nothing changes', () => {
    const none: ReadonlySet<number> = new Set();
    const one = toggleExpanded(none, 4, true);
    expect([...one]).toEqual([4]);
    expect(toggleExpanded(one, 4, true)).toBe(one);
    expect([...toggleExpanded(one, 4, false)]).toEqual([]);
    expect(none.size).toBe(0);
  });
});

describe('applyMove', () => {
  it('moves only the named card, only in the grouped field, and keeps the total', () => {
    const moved = applyMove(
      { rows, total: 7, totalKind: 'exact', nextCursor: null },
      { id: 'b', field: 'opportunityStatus', to: OpportunityStatus.ClosedWon },
    );
    expect(moved.total).toBe(7);
    expect(moved.rows.map((r) => r.opportunityStatus)).toEqual([1, 10, 1]);
    expect(moved.rows[1]?.status).toBe(ProjectStatus.AwaitingPitch);
    expect(rows[1]?.opportunityStatus).toBe(OpportunityStatus.MeetingBooked);
  });
});

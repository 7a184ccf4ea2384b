import {
  CallerBoardKinds,
  CommunicationAction,
  CommunicationOutcomes,
  type CallerBoardKind,
  type CommunicationOutcome,
} from '@dealbook/contracts';

/** Whose calls: one person's, or every caller's of a leaderboard (the team's daily bars). */
export type CallsOf = { caller: string; board?: never } | { board: CallerBoardKind; caller?: never };

/**
 * Which calls a dashboard figure counts: one caller's (or a whole board's) calls over some firm
 * days, optionally with one outcome or action ('none': calls logged without one). It travels in
 * the drill-down screen's address, so a figure's list can be linked to and survives a reload.
 */
export type CallsFilter = CallsOf & CallsSpan;

interface CallsSpan {
  from: string;
  to: string;
  outcome?: CommunicationOutcome | 'none';
  action?: CommunicationAction | 'none';
  page?: number;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const actions = Object.values(CommunicationAction) as number[];

/** The query of GET /api/dashboard/calls, and of the drill-down screen's address. */
export function callsQueryString(filter: CallsFilter, limit?: number): string {
  const params = new URLSearchParams(filter.board !== undefined ? { board: filter.board } : { caller: filter.caller });
  params.set('from', filter.from);
  params.set('to', filter.to);
  if (filter.outcome !== undefined) params.set('outcome', filter.outcome);
  if (filter.action !== undefined) params.set('action', String(filter.action));
  if (filter.page !== undefined && filter.page > 1) params.set('page', String(filter.page));
  if (limit !== undefined) params.set('limit', String(limit));
  return params.toString();
}

/** The filter in an address, or null when it names neither a caller nor a board, or no valid day range. */
export function parseCallsFilter(params: URLSearchParams): CallsFilter | null {
  const caller = params.get('caller') ?? '';
  const board = params.get('board') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const of: CallsOf | null =
    caller !== ''
      ? { caller }
      : (CallerBoardKinds as readonly string[]).includes(board)
        ? { board: board as CallerBoardKind }
        : null;
  if (of === null || !day.test(from) || !day.test(to)) return null;
  const filter: CallsFilter = { ...of, from, to };
  const outcome = params.get('outcome');
  if (outcome === 'none' || (CommunicationOutcomes as readonly string[]).includes(outcome ?? '')) {
    filter.outcome = outcome as CommunicationOutcome | 'none';
  }
  const action = params.get('action');
  if (action === 'none') filter.action = 'none';
  else if (action !== null && actions.includes(Number(action))) filter.action = Number(action) as CommunicationAction;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filter.page = page;
  return filter;
}

/** The drill-down screen of a figure, under the area it was opened from (/dashboard or /ext/dashboard). */
export function callsPath(dashboardPath: string, filter: CallsFilter): string {
  return `${dashboardPath}/calls?${callsQueryString(filter)}`;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  CommunicationType,
  OpportunityStatus,
  type CallDay,
  type CallerBoard,
  type Communication,
  type MyDay,
  type Pipeline,
  type Project,
  type Purchase,
} from '@dealbook/contracts';
import {
  dashboardActivityProjection,
  dashboardProjection,
  dayIn,
  rebuildProjections,
  weekOf,
  monthOf,
} from '@dealbook/projections';
import { sql } from 'kysely';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createPurchase, logCommunication } from './purchases-support.js';

/**
 * The dashboards against a recount: a team member logs calls over several days (one corrected,
 * one deleted), ticks NDAs and books call-backs; every figure the dashboards show is counted
 * again here from the raw communications and purchases the API lists, in the firm's time zone.
 */
const zone = 'Europe/London';
const successful = 'Spoke to Contact - Successful call';
const engaged = 'Engaged conversation but not the right contact';
const noResponse = 'Called but no response';

let app: TestApp;
let call: Call;
let project: Project;
let assigned: Project;
const purchases: Purchase[] = [];
const now = new Date();
const daysAgo = (days: number, hour = 0) =>
  new Date(now.getTime() - days * 86_400_000 - hour * 3_600_000).toISOString();
const today = dayIn(zone, now);

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('admin').call;
  for (const role of ['user', 'manager'] as const) {
    const marked = await call(`/api/user/${app.users[role]._id}`, { method: 'PUT', body: { isTeamMember: true } });
    expect(marked.status, marked.text).toBe(200);
  }
  const client = await createCompany(call, 'Harbour Foods');
  project = await createProject(call, { projectName: 'Harbour sale', client: client._id, owner: app.users.user._id });
  assigned = await createProject(call, {
    projectName: 'Assigned sale',
    client: client._id,
    externalCallers: [app.users.external._id],
  });
  for (const name of ['Buyer A', 'Buyer B', 'Buyer C']) {
    const buyer = await createCompany(call, name);
    purchases.push(await createPurchase(call, { company: buyer._id, project: project._id }));
  }
  const userCall = (body: Record<string, unknown>) => logCommunication(app.as('user').call, body as never);
  // Today: two successful (one books a further call), one no response (try again), one meeting.
  await userCall({
    commsDate: daysAgo(0),
    purchases: [purchases[0]!._id],
    outcome: successful,
    action: CommunicationAction.FurtherCallBooked,
  });
  await userCall({
    commsDate: daysAgo(0),
    purchases: [purchases[1]!._id],
    outcome: successful,
    action: CommunicationAction.SendNDA,
  });
  await userCall({
    commsDate: daysAgo(0),
    purchases: [purchases[2]!._id],
    outcome: noResponse,
    action: CommunicationAction.TryToCallAgain,
  });
  await userCall({
    commsDate: daysAgo(0),
    commsType: CommunicationType.Meeting,
    content: 'Met the buyer',
    projects: [project._id],
  });
  // Earlier days, one corrected and one deleted afterwards.
  const corrected = await userCall({
    commsDate: daysAgo(3),
    purchases: [purchases[1]!._id],
    outcome: noResponse,
    action: CommunicationAction.TryToCallAgain,
  });
  await userCall({
    commsDate: daysAgo(5),
    purchases: [purchases[1]!._id],
    outcome: engaged,
    action: CommunicationAction.FindRightContact,
  });
  const deleted = await userCall({ commsDate: daysAgo(6), content: 'logged by mistake', projects: [project._id] });
  await userCall({ commsDate: daysAgo(40), content: 'long ago', projects: [project._id] });
  const changed = await app.as('user').call(`/api/communication/${corrected._id}`, {
    method: 'PUT',
    body: { outcome: engaged, action: CommunicationAction.FindRightContact },
  });
  expect(changed.status, changed.text).toBe(200);
  expect((await app.as('user').call(`/api/communication/${deleted._id}`, { method: 'DELETE' })).status).toBeLessThan(
    300,
  );
  // The latest call on purchase 1 books nothing now; purchases 0 and 2 still want a call back.
  // The user ticks an NDA sent today on purchase 1 and one signed.
  const ticked = await app.as('user').call(`/api/purchase/${purchases[1]!._id}`, {
    method: 'PUT',
    body: { sentNDA: { checked: true, timestamp: daysAgo(0) }, signedNDA: { checked: true, timestamp: daysAgo(0) } },
  });
  expect(ticked.status, ticked.text).toBe(200);
  // Another member's call, which the user's figures must not count.
  await logCommunication(app.as('manager').call, {
    commsDate: daysAgo(0),
    content: 'manager call',
    projects: [project._id],
  } as never);
});
afterAll(async () => {
  await app?.close();
});

/** The user's calls as the communications list gives them, bucketed here in the firm's zone. */
async function recount(userId: string): Promise<Map<string, Communication[]>> {
  const listed = await call<Communication[]>(`/api/communications?createdBy=${userId}&limit=200`);
  expect(listed.status, listed.text).toBe(200);
  const byDay = new Map<string, Communication[]>();
  for (const communication of listed.json) {
    const day = dayIn(zone, communication.commsDate);
    byDay.set(day, [...(byDay.get(day) ?? []), communication]);
  }
  return byDay;
}

const within = (byDay: Map<string, Communication[]>, from: string, to: string) =>
  [...byDay].filter(([day]) => day >= from && day <= to).flatMap(([, calls]) => calls);
const total = (points: readonly CallDay[], day?: string) =>
  points.filter((point) => day === undefined || point.date === day).reduce((sum, point) => sum + point.count, 0);

describe('my day', () => {
  it('counts my calls per day, outcome and action over 14 days, as a recount of my communications does', async () => {
    const mine = await app.as('user').call<MyDay>('/api/dashboard/my-day');
    expect(mine.status, mine.text).toBe(200);
    const byDay = await recount(app.users.user._id);
    const counted = within(byDay, mine.json.dayRange.from, mine.json.dayRange.to);
    expect(mine.json.today).toBe(today);
    expect(mine.json.timeZone).toBe(zone);
    expect(total(mine.json.days)).toBe(counted.length);
    expect(total(mine.json.days)).toBe(6);
    expect(mine.json.callsToday).toBe(4);
    for (const point of mine.json.days) {
      const expected = (byDay.get(point.date) ?? []).filter(
        (c) => (c.outcome ?? null) === point.outcome && (c.action ?? null) === point.action,
      );
      expect(point.count, `${point.date} ${point.outcome} ${point.action}`).toBe(expected.length);
    }
  });

  it("lists the purchasers whose latest call books a call back, this week's milestones and my projects", async () => {
    const mine = (await app.as('user').call<MyDay>('/api/dashboard/my-day')).json;
    expect(mine.callbacks.map((c) => c.purchaseId).sort()).toEqual([purchases[0]!._id, purchases[2]!._id].sort());
    expect(mine.callbacks.find((c) => c.purchaseId === purchases[2]!._id)?.action).toBe(
      CommunicationAction.TryToCallAgain,
    );
    expect(mine.milestonesThisWeek).toEqual({ sentNDA: 1, signedNDA: 1, sentIM: 0 });
    expect(mine.weekRange).toEqual(weekOf(today));
    expect(mine.ndasThisMonth).toBe(1);
    expect(mine.projects.map((p) => p.projectName)).toEqual(['Harbour sale']);
    expect(mine.projects[0]).toMatchObject({
      isDeal: false,
      stage: OpportunityStatus.Introduction,
      daysInStage: 0,
      idle: false,
    });
  });

  it('lists what others changed on my projects, purchasers and tasks since I last looked, not what I did', async () => {
    const mine = (await app.as('user').call<MyDay>('/api/dashboard/my-day')).json;
    const seen = mine.changes.map((change) => [change.type, change.recordName, change.actor?._id]);
    expect(seen).toContainEqual(['ProjectRegistered', 'Harbour sale', app.users.admin._id]);
    expect(seen.filter(([type]) => type === 'PurchaseRegistered')).toHaveLength(3);
    expect(mine.changes.some((change) => change.actor?._id === app.users.user._id)).toBe(false);
    expect(mine.changes.every((change) => change.projectId === project._id)).toBe(true);
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await app.as('user').call<MyDay>(`/api/dashboard/my-day?since=${encodeURIComponent(later)}`);
    expect(none.json.changes).toEqual([]);
    const bad = await app.as('user').call<{ details: Record<string, string> }>('/api/dashboard/my-day?since=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.details)).toEqual(['since']);
  });

  it('shows an external caller their own calls and their assigned projects only', async () => {
    const theirs = await app.as('external').call<MyDay>('/api/dashboard/my-day');
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.json.projects.map((p) => p._id)).toEqual([assigned._id]);
    expect(theirs.json.callbacks).toEqual([]);
    expect(theirs.json.changes).toEqual([]);
    expect(total(theirs.json.days)).toBe(0);
    expect((await app.as('client').call('/api/dashboard/my-day')).status).toBe(403);
    const typo = await app.as('user').call('/api/dashboard/my-day?perod=week');
    expect(typo.status).toBe(400);
    expect(typo.text).toContain('perod');
  });
  it("counts on a person's profile the same projects their dashboard lists as theirs", async () => {
    // The profile's "Projects they work on" reads the by-person project list; it showed 0 for a
    // manager with six projects on their dashboard when it counted only ids pinned to the user.
    for (const role of ['user', 'external'] as const) {
      const mine = (await app.as(role).call<MyDay>('/api/dashboard/my-day')).json;
      const listed = await call<Project[]>(`/api/projects/byOwner/all/all/${app.users[role]._id}?limit=50`);
      expect(listed.status, listed.text).toBe(200);
      expect(listed.json.map((p) => p._id).sort()).toEqual(mine.projects.map((p) => p._id).sort());
      expect(listed.headers.get('x-total-count')).toBe(String(mine.projects.length));
    }
  });
});

describe('the team board', () => {
  it("gives each member this month's figures against last month's, as the recount does", async () => {
    const board = await app.as('manager').call<CallerBoard>('/api/dashboard/team?period=month');
    expect(board.status, board.text).toBe(200);
    expect(board.json.range).toEqual(monthOf(today));
    expect(board.json.callers.map((c) => c.userId).sort()).toEqual([app.users.user._id, app.users.manager._id].sort());
    const row = board.json.callers.find((c) => c.userId === app.users.user._id)!;
    const byDay = await recount(app.users.user._id);
    const current = within(byDay, board.json.range.from, board.json.range.to);
    const previous = within(byDay, board.json.previousRange.from, board.json.previousRange.to);
    const connected = current.filter((c) => c.outcome === successful || c.outcome === engaged).length;
    expect(row.current).toEqual({
      calls: current.length,
      connected,
      connectRate: connected / current.length,
      ndasSent: 1,
      meetingsBooked: current.filter((c) => c.commsType === CommunicationType.Meeting).length,
    });
    expect(row.previous.calls).toBe(previous.length);
    expect(row.outcomes.reduce((sum, o) => sum + o.count, 0)).toBe(current.length);
    const daily =
      within(byDay, board.json.dailyRange.from, board.json.dailyRange.to).length +
      within(await recount(app.users.manager._id), board.json.dailyRange.from, board.json.dailyRange.to).length;
    expect(total(board.json.daily)).toBe(daily);
    expect(row.lastActivity).not.toBeNull();
  });

  it('compares today with yesterday and refuses an unknown period naming it', async () => {
    const board = (await app.as('manager').call<CallerBoard>('/api/dashboard/team?period=today')).json;
    const row = board.callers.find((c) => c.userId === app.users.user._id)!;
    expect(row.current.calls).toBe(4);
    expect(board.range).toEqual({ from: today, to: today });
    const bad = await app.as('manager').call<{ details: Record<string, string> }>('/api/dashboard/team?period=year');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.details)).toEqual(['period']);
  });

  it('is for managers and above; the external callers board for superadmins', async () => {
    expect((await app.as('user').call('/api/dashboard/team')).status).toBe(403);
    expect((await app.as('external').call('/api/dashboard/team')).status).toBe(403);
    expect((await app.as('admin').call('/api/dashboard/external-callers')).status).toBe(403);
    const externals = await app.as('superadmin').call<CallerBoard>('/api/dashboard/external-callers');
    expect(externals.status, externals.text).toBe(200);
    expect(externals.json.callers.map((c) => [c.userId, c.projects.map((p) => p._id)])).toEqual([
      [app.users.external._id, [assigned._id]],
    ]);
  });
});

describe('targets', () => {
  it('are set by a manager as an event and shown on the boards and my day', async () => {
    const set = await app
      .as('manager')
      .call(`/api/user/${app.users.user._id}/targets`, { method: 'PUT', body: { callsPerDay: 40, ndasPerMonth: 8 } });
    expect(set.status, set.text).toBe(200);
    expect((await app.as('user').call<MyDay>('/api/dashboard/my-day')).json.targets).toEqual({
      callsPerDay: 40,
      ndasPerMonth: 8,
    });
    const board = (await app.as('manager').call<CallerBoard>('/api/dashboard/team')).json;
    expect(board.callers.find((c) => c.userId === app.users.user._id)?.targets).toEqual({
      callsPerDay: 40,
      ndasPerMonth: 8,
    });
    const { rows } = await sql<{ data: { to: unknown; by: string } }>`
      select data from events where type = 'UserTargetsSet'`.execute(app.dealbook.persistence.db);
    expect(rows.map((row) => row.data)).toEqual([
      {
        userId: app.users.user._id,
        from: { callsPerDay: null, ndasPerMonth: null },
        to: { callsPerDay: 40, ndasPerMonth: 8 },
        by: app.users.manager._id,
      },
    ]);
  });

  it('refuses a user, a bad figure (naming the field) and an unknown person, and changes nothing', async () => {
    const body = { callsPerDay: 5, ndasPerMonth: 1 };
    expect((await app.as('user').call(`/api/user/${app.users.user._id}/targets`, { method: 'PUT', body })).status).toBe(
      403,
    );
    const bad = await app
      .as('manager')
      .call<{ details: Record<string, string> }>(`/api/user/${app.users.user._id}/targets`, {
        method: 'PUT',
        body: { callsPerDay: -1, ndasPerMonth: 'many' },
      });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.details).sort()).toEqual(['callsPerDay', 'ndasPerMonth']);
    const unknown = await app
      .as('manager')
      .call(`/api/user/0197a000-0000-7000-8000-000000000000/targets`, { method: 'PUT', body });
    expect(unknown.status).toBe(404);
    expect((await app.as('user').call<MyDay>('/api/dashboard/my-day')).json.targets.callsPerDay).toBe(40);
  });
});

describe('the pipeline', () => {
  it('counts opportunities by status, deals, win rate and each project’s purchaser funnel', async () => {
    const pipeline = await app.as('manager').call<Pipeline>('/api/dashboard/pipeline');
    expect(pipeline.status, pipeline.text).toBe(200);
    expect(pipeline.json.opportunities).toEqual([{ status: OpportunityStatus.Introduction, count: 2 }]);
    expect(pipeline.json.deals).toEqual([]);
    expect(pipeline.json.winRate).toEqual({ won: 0, lost: 0, rate: null });
    expect(pipeline.json.funnels).toEqual([
      { projectId: project._id, projectName: 'Harbour sale', added: 3, sentNDA: 1, signedNDA: 1, sentIM: 0 },
    ]);
    expect(pipeline.json.stages.map((s) => s._id).sort()).toEqual([project._id, assigned._id].sort());
    expect((await app.as('user').call('/api/dashboard/pipeline')).status).toBe(403);
  });

  it('moves a won project into the win rate', async () => {
    const won = await call(`/api/project/${project._id}`, {
      method: 'PUT',
      body: { opportunityStatus: OpportunityStatus.ClosedWon },
    });
    expect(won.status, won.text).toBe(200);
    const pipeline = (await app.as('manager').call<Pipeline>('/api/dashboard/pipeline')).json;
    expect(pipeline.winRate).toEqual({ won: 1, lost: 0, rate: 1 });
    expect(pipeline.stages.map((s) => s._id)).toEqual([assigned._id]);
  });

  it('keeps a won opportunity won once it became a deal, beside a lost one', async () => {
    const converted = await call(`/api/project/${project._id}`, { method: 'PUT', body: { isDeal: true } });
    expect(converted.status, converted.text).toBe(200);
    const lost = await call(`/api/project/${assigned._id}`, {
      method: 'PUT',
      body: { opportunityStatus: OpportunityStatus.ClosedLost },
    });
    expect(lost.status, lost.text).toBe(200);
    const pipeline = (await app.as('manager').call<Pipeline>('/api/dashboard/pipeline')).json;
    expect(pipeline.winRate).toEqual({ won: 1, lost: 1, rate: 0.5 });
    // Every other figure of the board agrees: the converted project is a deal, no longer an
    // opportunity (at the deal status it was given); the lost one is an opportunity, lost without
    // a reason given; the stage list holds open stages only, so neither is waiting anywhere.
    const deal = (await call<Project>(`/api/project/${project._id}`)).json;
    expect(pipeline.opportunities).toEqual([{ status: OpportunityStatus.ClosedLost, count: 1 }]);
    expect(pipeline.deals).toEqual([{ status: deal.dealStatus, count: 1 }]);
    expect(pipeline.lostReasons).toEqual([{ reason: null, count: 1 }]);
    expect(pipeline.stages.map((s) => s._id)).not.toContain(assigned._id);
    expect(pipeline.funnels.map((f) => [f.projectName, f.added])).toEqual([['Harbour sale', 3]]);
  });
});

describe('drill-down', () => {
  it('lists exactly the calls a figure counts', async () => {
    const board = (await app.as('manager').call<CallerBoard>('/api/dashboard/team?period=today')).json;
    const row = board.callers.find((c) => c.userId === app.users.user._id)!;
    const query = `caller=${app.users.user._id}&from=${today}&to=${today}`;
    const all = await app.as('manager').call<{ rows: Communication[]; total: number }>(`/api/dashboard/calls?${query}`);
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBe(row.current.calls);
    expect(all.json.rows).toHaveLength(row.current.calls);
    const successfulToday = row.outcomes.find((o) => o.outcome === successful)!.count;
    const filtered = await app
      .as('manager')
      .call<{ rows: Communication[]; total: number }>(
        `/api/dashboard/calls?${query}&outcome=${encodeURIComponent(successful)}`,
      );
    expect(filtered.json.total).toBe(successfulToday);
    expect(filtered.json.rows.every((c) => c.outcome === successful)).toBe(true);
    const none = await app.as('manager').call<{ total: number }>(`/api/dashboard/calls?${query}&outcome=none`);
    expect(none.json.total).toBe(row.outcomes.find((o) => o.outcome === null)?.count ?? 0);
  });

  it("lists a whole board's calls of a day for those who see the board", async () => {
    const board = (await app.as('manager').call<CallerBoard>('/api/dashboard/team?period=today')).json;
    const query = `board=team&from=${today}&to=${today}`;
    const team = await app
      .as('manager')
      .call<{ rows: Communication[]; total: number }>(`/api/dashboard/calls?${query}`);
    expect(team.status, team.text).toBe(200);
    expect(team.json.total).toBe(total(board.daily, today));
    expect(new Set(team.json.rows.map((c) => c.createdBy?._id))).toEqual(
      new Set([app.users.user._id, app.users.manager._id]),
    );
    expect((await app.as('user').call(`/api/dashboard/calls?${query}`)).status).toBe(403);
    const externals = `board=external-callers&from=${today}&to=${today}`;
    expect((await app.as('manager').call(`/api/dashboard/calls?${externals}`)).status).toBe(403);
    expect((await app.as('superadmin').call(`/api/dashboard/calls?${externals}`)).status).toBe(200);
    for (const bad of [
      `caller=${app.users.user._id}&${query}`,
      `from=${today}&to=${today}`,
      `board=all&from=${today}&to=${today}`,
    ]) {
      const answer = await app.as('manager').call<{ details: Record<string, string> }>(`/api/dashboard/calls?${bad}`);
      expect(answer.status, bad).toBe(400);
    }
  });

  it("refuses an external caller someone else's calls, and bad days naming the field", async () => {
    const query = `caller=${app.users.user._id}&from=${today}&to=${today}`;
    expect((await app.as('external').call(`/api/dashboard/calls?${query}`)).status).toBe(404);
    for (const [bad, field] of [
      [`caller=${app.users.user._id}&from=2026-02-30&to=${today}`, 'from'],
      [`caller=${app.users.user._id}&from=${today}&to=2020-01-01`, 'from'],
      [`caller=nobody&from=${today}&to=${today}`, 'caller'],
      [`${query}&outcome=Great`, 'outcome'],
      [`${query}&action=9`, 'action'],
      [`${query}&sort=date`, 'query'],
    ] as const) {
      const answer = await app.as('manager').call<{ details: Record<string, string> }>(`/api/dashboard/calls?${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(Object.keys(answer.json.details), bad).toContain(field);
    }
  });
});

describe('the dashboard read model', () => {
  it('rebuilds from the log row for row as the inline projection wrote it', async () => {
    const { db, rebuildSource } = app.dealbook.persistence;
    const snapshot = async () => {
      const result: Record<string, string[]> = {};
      for (const table of [...dashboardProjection.tables, ...dashboardActivityProjection.tables]) {
        const { rows } = await sql<{
          row: string;
        }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(db);
        result[table] = rows.map((row) => row.row);
      }
      return result;
    };
    const inline = await snapshot();
    expect(inline.dashboard_calls!.length).toBeGreaterThan(0);
    expect(inline.dashboard_activity!.length).toBeGreaterThan(0);
    await rebuildProjections({
      db,
      source: rebuildSource!,
      projections: [dashboardProjection, dashboardActivityProjection],
    });
    expect(await snapshot()).toEqual(inline);
  });
});

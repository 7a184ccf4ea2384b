import { OpportunityStatus, Role } from '@dealbook/contracts';
import {
  addDays,
  boardSpans,
  dayIn,
  DefaultFirmTimeZone,
  findChangesSince,
  findTeamCallers,
  findCallerRows,
  findMyProjectStages,
  projections,
  rebuildProjections,
} from '@dealbook/projections';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootApp } from '../../../test/support/boot-app.js';
import { HistoryService } from '../features/history/history.service.js';

const DayMs = 86_400_000;
const zone = DefaultFirmTimeZone;
// Before the first start below begins, and once it has seeded.
const started = Date.now();
let seeded: number;

// One first start with demo data, as `npm start` makes it.
const app = bootApp('seed_history', { DEMO_DATA: 'true' });
beforeAll(() => {
  seeded = Date.now();
});

const db = () => app.persistence.db;
const store = () => app.persistence.store;
const userId = async (email: string) =>
  (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('the demo history, dated as a firm would have lived it', () => {
  it('moved a deal through its stages on different days weeks apart, and replays it as it stood', async () => {
    const deals = await db()
      .selectFrom('projects')
      .select('id')
      .where('is_deal', '=', true)
      .orderBy('project_name')
      .execute();
    expect(deals.length).toBeGreaterThan(3);
    for (const deal of deals) {
      const history = await store().readStream(`project-${deal.id}`);
      const registered = history[0]!.recordedAt.getTime();
      const days = new Set(history.map((event) => dayIn(zone, event.recordedAt)));
      expect(days.size, deal.id).toBeGreaterThanOrEqual(5);
      expect(history.at(-1)!.recordedAt.getTime() - registered, deal.id).toBeGreaterThan(21 * DayMs);
      expect(registered, deal.id).toBeLessThan(started - 55 * DayMs);
      for (const [i, event] of history.entries()) {
        if (i > 0) expect(event.recordedAt.getTime()).toBeGreaterThanOrEqual(history[i - 1]!.recordedAt.getTime());
        expect(event.recordedAt.getTime()).toBeLessThanOrEqual(seeded);
      }
    }
    // Replayed to the evening of the day it was introduced, a deal is the opportunity it was then.
    const first = (await store().readStream(`project-${deals[0]!.id}`))[0]!;
    const replayed = await app.dealbook.app
      .get(HistoryService)
      .replay('project', deals[0]!.id, new Date(first.recordedAt.getTime() + DayMs / 2).toISOString());
    expect(replayed.at).toBe(first.recordedAt.toISOString());
    expect(replayed.project).toMatchObject({ isDeal: false, opportunityStatus: OpportunityStatus.Introduction });
  });

  it("reads a deal's history with its purchasers, calls and documents in the order they happened", async () => {
    const manager = await db()
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'role'])
      .where('email', '=', 'manager@dealbook.local')
      .executeTakeFirstOrThrow();
    const viewer = {
      _id: manager.id,
      email: manager.email,
      firstName: '',
      lastName: '',
      fullName: '',
      role: manager.role,
    };
    const deals = await db().selectFrom('purchases').select('project_id').distinct().execute();
    for (const { project_id } of deals) {
      const entries = await app.dealbook.app.get(HistoryService).read('project', project_id, viewer);
      const sources = new Set(entries.map((entry) => entry.source?.type));
      expect(sources.size, project_id).toBeGreaterThan(1);
      const times = entries.map((entry) => entry.recordedAt);
      expect(times, project_id).toEqual([...times].sort());
    }
  });

  it('has calls on each of the last 60 days, today and weekends included, and none in the future', async () => {
    const { rows } = await sql<{ comms_date: string; recorded: Date; role: number }>`
      select c.comms_date, e.recorded_at as recorded, u.role from communications c
      join events e on e.stream_id = 'communication-' || c.id and e.stream_version = 1
      join users u on u.id = (e.metadata->>'actorId')::uuid`.execute(db());
    expect(rows.length).toBeGreaterThan(600);
    const days = new Map<string, number>();
    for (const row of rows) {
      const at = Date.parse(row.comms_date);
      expect(at, row.comms_date).toBeLessThanOrEqual(seeded);
      // Logged after the call, at most a quarter of an hour later, and never ahead of the clock.
      expect(row.recorded.getTime()).toBeGreaterThanOrEqual(at);
      expect(row.recorded.getTime() - at).toBeLessThanOrEqual(15 * 60_000);
      days.set(dayIn(zone, new Date(at)), (days.get(dayIn(zone, new Date(at))) ?? 0) + 1);
    }
    const today = dayIn(zone, new Date(started));
    const sixtyDays = Array.from({ length: 60 }, (_, i) => addDays(today, -i));
    expect(sixtyDays.filter((day) => !days.has(day))).toEqual([]);
    // The team's own board (staff, without the external callers) is never empty either.
    const staffDays = new Set(rows.filter((row) => row.role >= Role.user).map((row) => dayIn(zone, row.comms_date)));
    expect(sixtyDays.filter((day) => !staffDays.has(day))).toEqual([]);
    const weekend = [...days.keys()].filter((day) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
    expect(weekend.length).toBeGreaterThanOrEqual(16);
    // A weekend is lighter than a working day, but the team is never idle.
    const weekdayCalls = [...days].filter(([day]) => !weekend.includes(day)).map(([, n]) => n);
    const weekendCalls = weekend.map((day) => days.get(day)!);
    expect(Math.max(...weekendCalls)).toBeLessThan(Math.min(...weekdayCalls));
  });

  it('has every NDA signed at least a day after it was sent, and the IM sent after the signature', async () => {
    const rows = await db().selectFrom('purchases').select(['id', 'doc', 'created_at']).execute();
    type Milestone = { checked: boolean; timestamp: string };
    let signed = 0;
    for (const { id, doc, created_at } of rows) {
      const [sent, nda, im] = [doc.sentNDA, doc.signedNDA, doc.sentIM] as Milestone[];
      if (sent!.checked) expect(Date.parse(sent!.timestamp), id).toBeGreaterThan(created_at.getTime());
      if (!nda!.checked) continue;
      signed++;
      expect(Date.parse(nda!.timestamp) - Date.parse(sent!.timestamp), id).toBeGreaterThanOrEqual(DayMs);
      if (im!.checked) expect(Date.parse(im!.timestamp), id).toBeGreaterThan(Date.parse(nda!.timestamp));
      // The log says the same: the signature was recorded when it happened.
      const events = await store().readStream(`purchase-${id}`);
      const at = (type: string) => events.find((event) => event.type === type)!.recordedAt.getTime();
      expect(at('PurchaseNdaSigned') - at('PurchaseNdaSent'), id).toBeGreaterThanOrEqual(DayMs);
    }
    expect(signed).toBeGreaterThan(10);
  });

  it('shows real figures on first sign-in: today, this week and this month, days in stage, changes', async () => {
    const today = dayIn(zone, new Date());
    const callers = await findTeamCallers(db());
    for (const period of ['today', 'week', 'month'] as const) {
      const spans = boardSpans(period, today);
      const rows = await findCallerRows(db(), callers, spans.range, spans.previous);
      const calls = rows.reduce((sum, row) => sum + row.current.calls, 0);
      expect(calls, period).toBeGreaterThan(0);
      if (period !== 'today') {
        expect(
          rows.reduce((sum, row) => sum + row.previous.calls, 0),
          period,
        ).toBeGreaterThan(0);
      }
    }
    const oliver = await userId('oliver@dealbook.local');
    const stages = await findMyProjectStages(db(), oliver, Role.user, new Date());
    expect(stages.length).toBeGreaterThan(0);
    expect(stages.every((stage) => stage.daysInStage >= 2)).toBe(true);
    expect(stages.some((stage) => stage.daysInStage >= 14)).toBe(true);
    const changes = await findChangesSince(db(), oliver, new Date(Date.now() - 7 * DayMs), 200);
    expect(changes.length).toBeGreaterThan(0);
    // Not all of one moment: on two days at least, at several times. Not three days: the
    // seed dates work on working days, so early on a Monday the last week's changes are today's
    // and Friday's (it went red so, at 00:45 on a Monday).
    expect(new Set(changes.map((change) => change.recordedAt.slice(0, 10))).size).toBeGreaterThanOrEqual(2);
    expect(new Set(changes.map((change) => change.recordedAt.slice(0, 16))).size).toBeGreaterThan(2);
  });
});

describe('the demo read models', () => {
  it('equal, row for row, what a rebuild from the log makes of them', async () => {
    const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
    const snapshot = async () => {
      const result: Record<string, string[]> = {};
      for (const table of tables) {
        const { rows } = await sql<{ row: string }>`
          select t::text as row from ${sql.table(table)} t order by 1`.execute(db());
        result[table] = rows.map((row) => row.row);
      }
      return result;
    };
    const inline = await snapshot();
    expect(inline.communications!.length).toBeGreaterThan(600);
    const messages: string[] = [];
    await rebuildProjections({
      db: db(),
      source: app.dealbook.persistence.rebuildSource!,
      projections,
      log: (message) => messages.push(message),
    });
    expect(messages).toEqual([]);
    const rebuilt = await snapshot();
    for (const table of tables) expect(rebuilt[table], table).toEqual(inline[table]);
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  CommunicationType,
  DealStatus,
  OutcomeActions,
  Role,
  type CommunicationOutcome,
} from '@dealbook/contracts';
import { bootApp } from '../../../test/support/boot-app.js';
import { CredentialsService } from '../platform/auth/credentials.service.js';
import { DemoCallNotes, DemoMeetingNotes } from './seed-demo-calls.js';
import { DemoTeam, rememberedDemoTeam } from './seed-demo-team.js';

const DayMs = 86_400_000;

// One first start with demo data, as `npm start` makes it: the team, its deals and its calls.
const app = bootApp('seed_team', {
  DEMO_DATA: 'true',
  DEALBOOK_ADMIN_EMAIL: 'seed-admin@dealbook.local',
  DEALBOOK_ADMIN_PASSWORD: 'seed-admin-password',
});

const db = () => app.persistence.db;

interface Call {
  id: string;
  commsType: number;
  createdBy: string | null;
  commsDate: string;
  outcome: string | null;
  action: number | null;
  content: string;
  purchases: string[];
}

async function calls(): Promise<Call[]> {
  const rows = await db().selectFrom('communications').select(['id', 'created_by', 'doc']).execute();
  return rows.map((row) => ({
    id: row.id,
    commsType: row.doc.commsType as number,
    createdBy: row.created_by,
    commsDate: row.doc.commsDate as string,
    outcome: row.doc.outcome as string | null,
    action: row.doc.action as number | null,
    content: row.doc.content as string,
    purchases: row.doc.purchases as string[],
  }));
}

async function usersByEmail() {
  const rows = await db().selectFrom('users').select(['id', 'email', 'role', 'is_active', 'is_team_member']).execute();
  return new Map(rows.map((row) => [row.email, row]));
}

describe('the demo team', () => {
  it('signs in, every account, with the demo password the banner prints, each active in its role', async () => {
    expect(app.dealbook.demoTeam?.accounts.map((a) => a.role)).toEqual([
      'manager',
      'user',
      'user',
      'user',
      'user',
      'external',
      'external',
      'client',
    ]);
    const users = await usersByEmail();
    const credentials = app.dealbook.app.get(CredentialsService);
    for (const account of DemoTeam) {
      const user = users.get(account.email);
      expect(user, account.email).toMatchObject({ role: Role[account.role], is_active: true });
      expect(user!.is_team_member, account.email).toBe(Role[account.role] >= Role.user);
      expect((await credentials.check(account.email, app.dealbook.demoTeam!.password))?._id, account.email).toBe(
        user!.id,
      );
    }
  });

  it('is shown again on a later start while it signs in with the demo password, and not once changed', async () => {
    const credentials = app.dealbook.app.get(CredentialsService);
    const password = app.dealbook.demoTeam!.password;
    expect(await rememberedDemoTeam(credentials, password)).toEqual(DemoTeam);
    const tom = (await usersByEmail()).get('tom@dealbook.local')!;
    await credentials.setPassword(tom.id, 'a password of his own');
    expect((await rememberedDemoTeam(credentials, password)).map((a) => a.email)).not.toContain('tom@dealbook.local');
    await credentials.setPassword(tom.id, password);
  });

  it('shares the demo tasks and projects out among the staff', async () => {
    const users = await usersByEmail();
    const staff = DemoTeam.filter((a) => Role[a.role] >= Role.user).map((a) => users.get(a.email)!.id);
    const tasks = await db().selectFrom('tasks').select('doc').execute();
    const assignees = new Set(tasks.flatMap(({ doc }) => doc.assignedTo as string[]));
    const owners = new Set((await db().selectFrom('projects').select('owner_id').execute()).map((p) => p.owner_id));
    for (const id of staff) {
      expect(assignees).toContain(id);
      expect(owners).toContain(id);
    }
  });

  it('links the client user to the client company of a demo deal', async () => {
    const { companies: linked } = await db()
      .selectFrom('users')
      .select('companies')
      .where('email', '=', 'client@dealbook.local')
      .executeTakeFirstOrThrow();
    expect(linked).toHaveLength(1);
    const deals = await db().selectFrom('projects').select('client_id').where('is_deal', '=', true).execute();
    expect(deals.map((d) => d.client_id)).toContain(linked[0]);
  });

  it('assigns the external callers to projects, and they call only those projects’ purchasers', async () => {
    const users = await usersByEmail();
    const purchases = await db().selectFrom('purchases').select(['id', 'project_id']).execute();
    const projectOf = new Map(purchases.map((p) => [p.id, p.project_id]));
    const all = await calls();
    for (const email of ['caller1@dealbook.local', 'caller2@dealbook.local']) {
      const caller = users.get(email)!;
      const projects = (await db().selectFrom('projects').select(['id', 'doc']).execute())
        .filter((p) => (p.doc.externalCallers as string[]).includes(caller.id))
        .map((p) => p.id);
      expect(projects.length, email).toBeGreaterThan(0);
      const theirs = all.filter((call) => call.createdBy === caller.id);
      expect(theirs.length, email).toBeGreaterThan(0);
      for (const call of theirs) {
        expect(call.purchases.length).toBeGreaterThan(0);
        for (const purchase of call.purchases) expect(projects).toContain(projectOf.get(purchase));
      }
    }
  });

  it('gives each caller calls on at least 20 of the last 30 days, in working hours before today', async () => {
    const users = await usersByEmail();
    const all = await calls();
    const since = Date.now() - 30 * DayMs;
    const today = new Date().toISOString().slice(0, 10);
    for (const account of DemoTeam.filter((a) => ['manager', 'user', 'external'].includes(a.role))) {
      const id = users.get(account.email)!.id;
      const theirs = all.filter((call) => call.createdBy === id && Date.parse(call.commsDate) >= since);
      const days = new Set(theirs.map((call) => call.commsDate.slice(0, 10)));
      expect(days.size, account.email).toBeGreaterThanOrEqual(20);
      for (const call of theirs) {
        const at = new Date(call.commsDate);
        // Today's calls run up to now, however early that is.
        if (call.commsDate.slice(0, 10) !== today) {
          expect(at.getUTCHours(), call.commsDate).toBeGreaterThanOrEqual(9);
          expect(at.getUTCHours() * 60 + at.getUTCMinutes(), call.commsDate).toBeLessThanOrEqual(17 * 60 + 30);
        }
        expect(at.getTime()).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it('gives every caller targets, and their calls to the dashboards as the communications hold them', async () => {
    const users = await usersByEmail();
    const all = await calls();
    const targets = await db().selectFrom('dashboard_targets').selectAll().execute();
    for (const account of DemoTeam.filter((a) => a.role === 'user' || a.role === 'external')) {
      const id = users.get(account.email)!.id;
      expect(targets.find((row) => row.user_id === id)?.calls_per_day, account.email).toBeGreaterThan(0);
      const counted = await db()
        .selectFrom('dashboard_calls')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('caller_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(counted.n), account.email).toBe(all.filter((call) => call.createdBy === id).length);
      expect(Number(counted.n), account.email).toBeGreaterThan(0);
    }
  });

  it('writes no call note that contradicts its outcome or action', async () => {
    const all = (await calls()).filter((call) => call.commsType === CommunicationType.Phone);
    expect(all.length).toBeGreaterThan(0);
    for (const call of all) {
      const entry = DemoCallNotes.find((e) => e.outcome === call.outcome && e.action === call.action);
      expect(entry, `${call.outcome} / ${call.action}`).toBeDefined();
      expect(entry!.notes).toContain(call.content);
      expect(OutcomeActions[call.outcome as CommunicationOutcome]).toContain(call.action);
      // The words that give an outcome away appear only under it.
      if (/voicemail|no answer|message with/i.test(call.content)) expect(call.outcome).toBe('Called but no response');
      if (/^spoke to/i.test(call.content)) expect(call.outcome).toBe('Spoke to Contact - Successful call');
    }
  });
});

describe('the demo meetings', () => {
  it('are held by staff with buyers who signed the NDA, noted as meetings, without a call outcome', async () => {
    const meetings = (await calls()).filter((call) => call.commsType === CommunicationType.Meeting);
    expect(meetings.length).toBeGreaterThan(0);
    const users = await usersByEmail();
    const externals = DemoTeam.filter((a) => a.role === 'external').map((a) => users.get(a.email)!.id);
    const signed = new Set(
      (await db().selectFrom('purchases').select(['id', 'doc']).execute())
        .filter((row) => (row.doc.signedNDA as { checked: boolean }).checked)
        .map((row) => row.id),
    );
    for (const meeting of meetings) {
      expect(DemoMeetingNotes).toContain(meeting.content);
      expect([meeting.outcome, meeting.action]).toEqual([null, null]);
      expect(externals).not.toContain(meeting.createdBy);
      expect(
        meeting.purchases.every((id) => signed.has(id)),
        meeting.id,
      ).toBe(true);
    }
  });
});

describe('the demo purchasers', () => {
  it('never have the NDA signed before it was sent, nor the IM sent before the NDA was signed', async () => {
    const rows = await db().selectFrom('purchases').select(['id', 'doc']).execute();
    expect(rows.length).toBeGreaterThan(50);
    type Milestone = { checked: boolean; timestamp: string };
    let signed = 0;
    for (const { doc } of rows) {
      const [sent, nda, im] = [doc.sentNDA, doc.signedNDA, doc.sentIM] as Milestone[];
      if (nda!.checked) {
        signed++;
        expect(sent!.checked).toBe(true);
        expect(Date.parse(nda!.timestamp)).toBeGreaterThanOrEqual(Date.parse(sent!.timestamp));
      }
      if (im!.checked) {
        expect(nda!.checked).toBe(true);
        expect(Date.parse(im!.timestamp)).toBeGreaterThanOrEqual(Date.parse(nda!.timestamp));
      }
      // A milestone not reached yet keeps the time the purchaser was listed: never a time ahead.
      for (const milestone of [sent, nda, im]) {
        if (!milestone!.checked) expect(Date.parse(milestone!.timestamp)).toBeLessThanOrEqual(Date.now());
      }
    }
    expect(signed).toBeGreaterThan(0);
  });

  it('are not offered the NDA on a call after they signed it', async () => {
    const signedAt = new Map(
      (await db().selectFrom('purchases').select(['id', 'doc']).execute())
        .filter(({ doc }) => (doc.signedNDA as { checked: boolean }).checked)
        .map(({ id, doc }) => [id, Date.parse((doc.signedNDA as { timestamp: string }).timestamp)]),
    );
    const offers = (await calls()).filter((call) => call.action === CommunicationAction.SendNDA);
    expect(offers.length).toBeGreaterThan(0);
    for (const call of offers) {
      for (const purchase of call.purchases) {
        expect(Date.parse(call.commsDate)).toBeLessThan(signedAt.get(purchase) ?? Infinity);
      }
    }
  });

  it('are approached only on deals past preparing their documents', async () => {
    const rows = await db()
      .selectFrom('purchases')
      .innerJoin('projects', 'projects.id', 'purchases.project_id')
      .select(['purchases.current_stage', 'projects.deal_status'])
      .execute();
    const preparing = rows.filter((row) => row.deal_status === DealStatus.PreparingSaleDocuments);
    for (const row of preparing) expect(row.current_stage).toBe('');
  });
});

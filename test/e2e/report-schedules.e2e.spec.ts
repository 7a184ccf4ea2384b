import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ReportSchedule, type ScheduleReportBody } from '@dealbook/contracts';
import { simpleParser } from 'mailparser';
import { ReportScheduler } from '../../api/src/features/report-schedules/report-scheduler.service.js';
import type { Call } from '../support/api-client.js';
import { pdfPages, workbookSheets } from '../support/libre-office.js';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server.js';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';

let smtp: SmtpTestServer;
let app: TestApp;
let second: TestApp;
let token: string;
let call: Call;

/** Noon UTC `days` from today: after 07:30 in London whatever the season. */
const noonIn = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T12:00:00Z`);
};

const body = (fields: Partial<ScheduleReportBody> = {}): ScheduleReportBody => ({
  report: 'pipeline',
  filters: { type: 'deals' },
  frequency: 'daily',
  time: '07:30',
  recipients: [app.users.manager.email],
  format: 'pdf',
  ...fields,
});

async function schedule(fields: Partial<ScheduleReportBody> = {}): Promise<ReportSchedule> {
  const created = await call<ReportSchedule>('/api/report-schedule', { method: 'POST', body: body(fields) });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

async function schedulesOf(report: string): Promise<ReportSchedule[]> {
  return (await call<ReportSchedule[]>(`/api/report-schedules?report=${report}`)).json;
}

const schedulerOf = (instance: TestApp) => instance.app.get(ReportScheduler);
const mailsTo = (address: string, since: number) =>
  smtp.received.slice(since).filter((mail) => mail.to.includes(address));

/** A received mail as a mail program reads it (headers decoded, the attachment whole). */
async function opened(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  const [file, ...others] = parsed.attachments;
  expect(others).toEqual([]);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', file: file! };
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Dealbook <reports@dealbook.example>' };
  Object.assign(process.env, env);
  try {
    // A long check interval: the tests drive the scheduler at chosen instants, as the timer would.
    app = await startTestApp({ env: { REPORT_SCHEDULE_CHECK_SECONDS: '3600' } });
    second = await startTestApp({ env: { REPORT_SCHEDULE_CHECK_SECONDS: '3600' }, shareDatabaseWith: app });
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  const client = await createCompany(call, 'Kestrel Holdings');
  await createProject(call, { projectName: 'Kestrel Sale', client: client._id, isDeal: true });
});
// Each test starts with no schedule, whatever the one before left.
afterEach(async () => {
  const left = await call<ReportSchedule[]>('/api/report-schedules');
  for (const one of left.json) await call(`/api/report-schedule/${one._id}`, { method: 'DELETE' });
});
afterAll(async () => {
  await second?.close();
  await app?.close();
  await smtp?.close();
});

describe('scheduled reports', () => {
  it('e-mails a due report once, as a PDF holding the report, and logs the run with its outcome', async () => {
    const created = await schedule();
    expect(created).toMatchObject({
      report: 'pipeline',
      frequency: 'daily',
      runs: [],
      owner: { fullName: 'User Tester' },
    });
    const socket = await connectSocket(app.baseUrl, { token });
    await subscribeRooms(socket, ['list:schedule']);
    const changes = collectChanges(socket);
    const before = smtp.received.length;
    await schedulerOf(app).checkDue(noonIn(1));
    // The page's log follows the run live: its claim and its outcome are pushed to list:schedule.
    await waitUntil(() => changes.filter((change) => change.id === created._id).length >= 2, 'The run pushed');
    socket.disconnect();
    const [mail, ...more] = mailsTo(app.users.manager.email, before);
    expect(more).toEqual([]);
    const { subject, text: body, file } = await opened(mail!);
    expect(subject).toMatch(/^Pipeline by stage — daily report, \d\d\/\d\d\/\d{4}$/);
    expect(body).toContain('Deals of everyone');
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('Dealbook - Pipeline by stage.pdf');
    const text = (await pdfPages(file.content)).pages.join('\n');
    expect(text).toContain('Pipeline by stage');
    expect(text).toContain('Kestrel Sale');

    const [logged] = (await schedulesOf('pipeline')).filter((one) => one._id === created._id);
    expect(logged!.runs).toEqual([
      expect.objectContaining({
        outcome: 'sent',
        rows: expect.any(Number),
        detail: expect.stringContaining('Sent to'),
      }),
    ]);
    // The same instant again, or a little later the same day: nothing more is sent.
    await schedulerOf(app).checkDue(noonIn(1));
    await schedulerOf(app).checkDue(new Date(noonIn(1).getTime() + 3_600_000));
    expect(mailsTo(app.users.manager.email, before)).toHaveLength(1);
  });

  it('sends each run once with two app instances checking at the same moment', async () => {
    const created = await schedule({ recipients: [app.users.admin.email], format: 'xlsx' });
    const before = smtp.received.length;
    await Promise.all([schedulerOf(app).checkDue(noonIn(1)), schedulerOf(second).checkDue(noonIn(1))]);
    const mails = mailsTo(app.users.admin.email, before);
    expect(mails).toHaveLength(1);
    const { file } = await opened(mails[0]!);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.filename).toMatch(/^Pipeline by stage_export_\d{8}_\d{6}\.xlsx$/);
    const sheets = await workbookSheets(file.content);
    expect([...sheets.values()][0]!.flat()).toContain('Kestrel Sale');
    const [logged] = (await schedulesOf('pipeline')).filter((one) => one._id === created._id);
    expect(logged!.runs).toHaveLength(1);
  });

  it('makes up a run missed while the app was down: the latest one, once', async () => {
    const created = await schedule({ recipients: [app.users.admin.email] });
    const before = smtp.received.length;
    // Started three days on: three daily runs were missed; one is sent, for the latest.
    await schedulerOf(second).checkDue(noonIn(3));
    expect(mailsTo(app.users.admin.email, before)).toHaveLength(1);
    const [logged] = (await schedulesOf('pipeline')).filter((one) => one._id === created._id);
    expect(logged!.runs).toHaveLength(1);
    expect(new Date(logged!.runs[0]!.dueAt).toISOString().slice(0, 10)).toBe(noonIn(3).toISOString().slice(0, 10));
  });

  it('logs a failing run as failed and sends the others', async () => {
    const doomed = await createProject(call, {
      projectName: 'Doomed',
      client: (await createCompany(call, 'Doomed Ltd'))._id,
    });
    const failing = await schedule({ report: 'project-communications', filters: { project: doomed._id } });
    await schedule({ recipients: [app.users.admin.email] });
    expect((await call(`/api/project/${doomed._id}`, { method: 'DELETE' })).status).toBe(200);
    const before = smtp.received.length;
    await schedulerOf(app).checkDue(noonIn(1));
    expect(mailsTo(app.users.admin.email, before)).toHaveLength(1);
    const [failed] = (await schedulesOf('project-communications')).filter((one) => one._id === failing._id);
    expect(failed!.runs).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        detail: expect.stringMatching(/^Not sent: Project .* was not found$/),
      }),
    ]);
  });

  it('logs a run whose mail server refuses the recipients as failed, naming them', async () => {
    const created = await schedule({ recipients: [app.users.admin.email] });
    const refusing = await startSmtpTestServer();
    refusing.refuseRecipients();
    const env = { SMTP_URL: refusing.url };
    Object.assign(process.env, env);
    let third: TestApp | undefined;
    try {
      third = await startTestApp({ env: { REPORT_SCHEDULE_CHECK_SECONDS: '3600' }, shareDatabaseWith: app });
    } finally {
      delete process.env.SMTP_URL;
    }
    try {
      await schedulerOf(third).checkDue(noonIn(1));
      const [logged] = (await schedulesOf('pipeline')).filter((one) => one._id === created._id);
      expect(logged!.runs).toEqual([
        expect.objectContaining({
          outcome: 'failed',
          detail: expect.stringContaining(`Not sent to ${app.users.admin.email} (`),
        }),
      ]);
    } finally {
      await third.close();
      await refusing.close();
    }
  });

  it('refuses recipients outside the firm’s staff and filters the report does not take, naming them', async () => {
    const outsider = await call<{ message: string; details: Record<string, string> }>('/api/report-schedule', {
      method: 'POST',
      body: body({ recipients: [app.users.client.email] }),
    });
    expect(outsider.status).toBe(400);
    expect(outsider.json.details.recipients).toContain(app.users.client.email);
    const wrongFilter = await call<{ details: Record<string, string> }>('/api/report-schedule', {
      method: 'POST',
      body: body({ filters: { caller: app.users.user._id } }),
    });
    expect(wrongFilter.status).toBe(400);
    expect(Object.keys(wrongFilter.json.details)).toEqual(['filters.filters']);
    const badTime = await call<{ message: string }>('/api/report-schedule', {
      method: 'POST',
      body: body({ time: '25:00' }),
    });
    expect(badTime.status).toBe(400);
    expect(badTime.json.message).toMatch(/time/);
    expect(await schedulesOf('pipeline')).toEqual([]);
  });

  it('is changed by its owner at the version they saw; a bad value, a stale version or another user changes nothing', async () => {
    const created = await schedule();
    const change = (fields: Partial<ScheduleReportBody>, init: { token?: string; version?: number } = {}) =>
      (init.token ? app.asToken(init.token).call : call)(`/api/report-schedule/${created._id}`, {
        method: 'PUT',
        body: body(fields),
        headers: { 'if-match': `"${init.version ?? created.version}"` },
      });
    const badTime = await change({ time: '25:00' });
    expect(badTime.status).toBe(400);
    expect(badTime.text).toContain('time');
    const { token: notOwner } = await createStaff();
    expect((await change({ time: '09:00' }, { token: notOwner })).status).toBe(403);
    for (const role of ['client', 'external'] as const) {
      const { token: scoped } = await app.signIn(role);
      expect((await change({ time: '09:00' }, { token: scoped })).status, role).toBe(403);
    }
    expect((await schedulesOf('pipeline'))[0]).toMatchObject({ time: '07:30', frequency: 'daily' });

    const changed = await change({ frequency: 'weekly', weekday: 5, time: '08:15', format: 'xlsx' });
    expect(changed.status, changed.text).toBe(200);
    expect((await schedulesOf('pipeline'))[0]).toMatchObject({
      frequency: 'weekly',
      weekday: 5,
      time: '08:15',
      format: 'xlsx',
      filters: { type: 'deals' },
    });
    const stale = await change({ time: '10:00' });
    expect(stale.status).toBe(409);
    expect((await schedulesOf('pipeline'))[0]).toMatchObject({ time: '08:15' });
  });

  it('lets its owner or a manager remove it, no one else; clients and external callers see none', async () => {
    const created = await schedule();
    for (const role of ['client', 'external'] as const) {
      const { token: scoped } = await app.signIn(role);
      expect((await app.asToken(scoped).call('/api/report-schedules')).status, role).toBe(403);
      const remove = await app.asToken(scoped).call(`/api/report-schedule/${created._id}`, { method: 'DELETE' });
      expect(remove.status, role).toBe(403);
    }
    const { token: notOwner } = await createStaff();
    expect((await app.asToken(notOwner).call(`/api/report-schedule/${created._id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
    const manager = await app.signIn('manager');
    const removed = await app.asToken(manager.token).call(`/api/report-schedule/${created._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await schedulesOf('pipeline')).toEqual([]);
  });
});

describe('a scheduled report, checked again when it runs', () => {
  const leaverNote = (email: string) => `${email} (no longer an active member of staff)`;

  it('skips a recipient deactivated or demoted to client since it was saved, naming them, and sends the others', async () => {
    const leaver = await createStaff('Leaving');
    const demoted = await createStaff('Demoted');
    const created = await schedule({ recipients: [app.users.manager.email, leaver.email, demoted.email] });
    expect((await changeUser(leaver._id, { isActive: false })).status).toBe(200);
    expect((await changeUser(demoted._id, { role: Role.client })).status).toBe(200);
    const before = smtp.received.length;
    await schedulerOf(app).checkDue(noonIn(1));
    expect(mailsTo(leaver.email, before)).toEqual([]);
    expect(mailsTo(demoted.email, before)).toEqual([]);
    expect(mailsTo(app.users.manager.email, before)).toHaveLength(1);
    const [logged] = (await schedulesOf('pipeline')).filter((one) => one._id === created._id);
    expect(logged!.runs).toEqual([
      expect.objectContaining({
        outcome: 'sent',
        detail:
          `Sent to ${app.users.manager.email}: Dealbook - Pipeline by stage.pdf. ` +
          `Not sent to ${leaverNote(leaver.email)}, ${leaverNote(demoted.email)}`,
      }),
    ]);
    // Saved again as it stands, the schedule is refused like any other naming them: a 400, nothing changed.
    const resaved = await call<{ details: Record<string, string> }>(`/api/report-schedule/${created._id}`, {
      method: 'PUT',
      body: body({ recipients: created.recipients, time: '09:00' }),
      headers: { 'if-match': `"${logged!.version}"` },
    });
    expect(resaved.status).toBe(400);
    expect(resaved.json.details.recipients).toContain(leaver.email);
    expect(resaved.json.details.recipients).toContain(demoted.email);
    expect((await schedulesOf('pipeline')).find((one) => one._id === created._id)).toMatchObject({ time: '07:30' });
  });

  it('sends nothing, and logs the run as failed naming them, when every recipient has left', async () => {
    const leaver = await createStaff('Gone');
    const created = await schedule({ recipients: [leaver.email], format: 'xlsx' });
    expect((await changeUser(leaver._id, { role: Role.external })).status).toBe(200);
    const before = smtp.received.length;
    await schedulerOf(app).checkDue(noonIn(1));
    expect(smtp.received.slice(before)).toEqual([]);
    const [logged] = (await schedulesOf('pipeline')).filter((one) => one._id === created._id);
    expect(logged!.runs).toEqual([
      expect.objectContaining({ outcome: 'failed', rows: null, detail: `Not sent to ${leaverNote(leaver.email)}` }),
    ]);
  });

  it('sends nothing once the person who scheduled it is deactivated or may no longer run reports, and says why', async () => {
    const deactivated = await createStaff('Departed');
    const demoted = await createStaff('Downgraded');
    const manager = await app.signIn('manager');
    const owned = async (owner: StaffMember) => {
      const created = await app.asToken(owner.token).call<ReportSchedule>('/api/report-schedule', {
        method: 'POST',
        body: body({ recipients: [app.users.manager.email, app.users.admin.email] }),
      });
      expect(created.status, created.text).toBe(201);
      return created.json;
    };
    const schedules = [await owned(deactivated), await owned(demoted)];
    try {
      expect((await changeUser(deactivated._id, { isActive: false })).status).toBe(200);
      expect((await changeUser(demoted._id, { role: Role.external })).status).toBe(200);
      const before = smtp.received.length;
      await schedulerOf(app).checkDue(noonIn(1));
      expect(smtp.received.slice(before)).toEqual([]);
      const logged = await schedulesOf('pipeline');
      for (const [index, owner] of [deactivated, demoted].entries()) {
        expect(logged.find((one) => one._id === schedules[index]!._id)!.runs, owner.fullName).toEqual([
          expect.objectContaining({
            outcome: 'failed',
            rows: null,
            detail: `Not sent: ${owner.fullName}, who scheduled this report, is no longer an active member of staff who may run reports.`,
          }),
        ]);
      }
    } finally {
      // Not the test user's to remove (afterEach removes only theirs): a manager does.
      for (const one of schedules) {
        await app.asToken(manager.token).call(`/api/report-schedule/${one._id}`, { method: 'DELETE' });
      }
    }
  });
});

interface StaffMember {
  _id: string;
  email: string;
  fullName: string;
  token: string;
}

/** Another staff member of role user (the test app has one user per role), created by an admin and signed in. */
async function createStaff(firstName = 'Other'): Promise<StaffMember> {
  const admin = await app.signIn('admin');
  const email = `${firstName.toLowerCase()}-${Date.now()}@dealbook.example`;
  const password = 'another-test-password';
  const created = await app.asToken(admin.token).call<{ _id: string }>('/api/user', {
    method: 'POST',
    body: { email, password, firstName, lastName: 'Person', role: Role.user },
  });
  expect(created.status, created.text).toBe(201);
  const login = await fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const { userToken } = (await login.json()) as { userToken: string };
  return { _id: created.json._id, email, fullName: `${firstName} Person`, token: userToken };
}

/** An admin's change to a user's access (activation, role). */
async function changeUser(userId: string, changes: { isActive?: boolean; role?: number }) {
  const admin = await app.signIn('admin');
  return app.asToken(admin.token).call(`/api/user/${userId}`, { method: 'PUT', body: changes });
}

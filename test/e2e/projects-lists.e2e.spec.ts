import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DealStatus,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
  type Company,
  type ErrorBody,
  type Project,
  type ProjectListItem,
} from '@dealbook/contracts';
import type { Call, CallResult } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { lister, names, seedProjects, type StaffIds } from './projects-support.js';

let app: TestApp;
let call: Call;
let list: ReturnType<typeof lister>;

let acme: Company;
let beta: Company;
let falcon: Project;
let sprint: Project;
let heron: Project;
let ids: StaffIds;

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  list = lister(call);
  ({ ids, acme, beta, falcon, sprint, heron } = await seedProjects(app, call));
});
afterAll(async () => {
  await app?.close();
});

describe('lists: GET /api/projects, /deals/, /opportunities', () => {
  it('pages and sorts every project, with the total in X-Total-Count', async () => {
    const all = await list('/api/projects');
    expect(names(all.rows)).toEqual(['Eagle Raise', 'Falcon Sale', 'Heron Deal', 'Sprint Velocity']);
    expect(all.total).toBe(4);
    const page = await list('/api/projects?limit=2&offset=1');
    expect(names(page.rows)).toEqual(['Falcon Sale', 'Heron Deal']);
    expect(page.total).toBe(4);
    expect(names((await list('/api/projects?sort=-projectName')).rows)[0]).toBe('Sprint Velocity');
    expect(names((await list('/api/projects?sort=clientName&limit=2')).rows)).toEqual([
      'Falcon Sale',
      'Sprint Velocity',
    ]);
    expect(names((await list('/api/projects?sort=-status&limit=1')).rows)).toEqual(['Heron Deal']);
  });

  it('shows each row with its client summary, people and statuses', async () => {
    const { rows } = await list('/api/projects?limit=1&sort=-createdAt');
    expect(rows[0]).toMatchObject({
      _id: heron._id,
      reference: heron.reference,
      client: { _id: beta._id, companyName: 'Beta Holdings', logoUrl: '', industryType: null },
      isDeal: true,
      status: ProjectStatus.Completed,
      dealStatus: DealStatus.CompletedMandate,
      owner: { _id: ids.admin, fullName: 'Admin Tester' },
      blueboxContacts: [{ _id: ids.user, fullName: 'User Tester' }],
      purchaserCount: 0,
      version: 1,
    });
  });

  it('splits deals (isDeal) from opportunities, with or without the trailing slash', async () => {
    for (const path of ['/api/projects/deals/', '/api/projects/deals']) {
      const deals = await list(path);
      expect(names(deals.rows)).toEqual(['Eagle Raise', 'Heron Deal']);
      expect(deals.total).toBe(2);
    }
    expect(names((await list('/api/projects/opportunities')).rows)).toEqual(['Falcon Sale', 'Sprint Velocity']);
  });
});

describe('GET /api/projects/search?{query} (spec §5 filters)', () => {
  const search = async (query: string) => names((await list(`/api/projects/search?${query}`)).rows);

  it('matches text case-insensitively, booleans exactly and lists as any-of; skips empty values', async () => {
    expect(await search('projectName=FALC')).toEqual(['Falcon Sale']);
    expect(await search('clientName=beta')).toEqual(['Eagle Raise', 'Heron Deal']);
    expect(await search('isDeal=false')).toEqual(['Falcon Sale', 'Sprint Velocity']);
    expect(await search(`status=${ProjectStatus.SignedClient}&status=${ProjectStatus.Completed}`)).toEqual([
      'Eagle Raise',
      'Heron Deal',
    ]);
    expect(await search(`opportunityStatus=${OpportunityStatus.MeetingBooked}`)).toEqual(['Sprint Velocity']);
    expect(await search(`serviceOfInterest=${ProjectServiceType.Velocity}`)).toEqual(['Sprint Velocity']);
    expect(await search(`velocityProducts=${VelocityProducts.HealthCheck}&velocityProducts=1`)).toEqual([
      'Sprint Velocity',
    ]);
    expect(await search(`velocityProducts=${VelocityProducts.BuyABusinessClassic}`)).toEqual([]);
    expect(await search(`owner=${ids.manager}`)).toEqual(['Eagle Raise']);
    expect(await search(`blueboxContacts=${ids.user}`)).toEqual(['Falcon Sale', 'Heron Deal']);
    expect(await search(`externalCallers=${ids.external}`)).toEqual(['Sprint Velocity']);
    expect(await search(`client=${acme._id}`)).toEqual(['Falcon Sale', 'Sprint Velocity']);
    expect(await search('moneyLaunderingChecklistSent=false&projectName=')).toHaveLength(4);
    expect(await search(`isDeal=true&serviceOfInterest=${ProjectServiceType.Sale}`)).toEqual(['Heron Deal']);
  });

  it('pages and sorts the matches, reporting the total', async () => {
    const page = await list('/api/projects/search?isDeal=true&sort=-projectName&limit=1');
    expect(names(page.rows)).toEqual(['Heron Deal']);
    expect(page.total).toBe(2);
  });

  it('refuses unknown fields, malformed values and unknown sort fields with 400', async () => {
    for (const query of [
      'colour=red',
      'status=high',
      'status=99',
      'velocityProducts=38',
      'isDeal=maybe',
      'owner=bob',
      'sort=colour',
      'limit=0',
    ]) {
      const { status, json } = await call<ErrorBody>(`/api/projects/search?${query}`);
      expect(status, query).toBe(400);
      expect(json.message.length).toBeGreaterThan(5);
    }
  });
});

describe('GET /api/projects/count/{projectType}/{serviceOfInterest}', () => {
  it('counts projects of a type and service as a bare JSON number', async () => {
    const count = async (path: string) => {
      const { status, json, headers } = await call<number>(`/api/projects/count/${path}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('application/json');
      return json;
    };
    expect(await count('all/all')).toBe(4);
    expect(await count('deals/all')).toBe(2);
    expect(await count('opportunities/all')).toBe(2);
    expect(await count(`deals/${ProjectServiceType.Sale}`)).toBe(1);
    expect(await count(`all/${ProjectServiceType.Velocity}`)).toBe(1);
    expect(await count(`opportunities/${ProjectServiceType.FundRaise}`)).toBe(0);
  });

  it('refuses an unknown type or service with 400', async () => {
    expect((await call('/api/projects/count/leads/all')).status).toBe(400);
    expect((await call('/api/projects/count/all/9')).status).toBe(400);
    expect((await call('/api/projects/count/all/Sale')).status).toBe(400);
  });
});

describe('GET /api/projects/byOwner/{type}/{serviceOfInterest}/{owner}', () => {
  it("lists the projects a person owns or works on as a bluebox contact, each segment defaulting to 'all'", async () => {
    expect(names((await list(`/api/projects/byOwner/all/all/${ids.user}`)).rows)).toEqual([
      'Falcon Sale',
      'Heron Deal',
      'Sprint Velocity',
    ]);
    expect(names((await list(`/api/projects/byOwner/all/all/${ids.manager}`)).rows)).toEqual([
      'Eagle Raise',
      'Falcon Sale',
    ]);
    expect(names((await list(`/api/projects/byOwner/deals/all/${ids.user}`)).rows)).toEqual(['Heron Deal']);
    expect(
      names((await list(`/api/projects/byOwner/opportunities/${ProjectServiceType.Velocity}/${ids.user}`)).rows),
    ).toEqual(['Sprint Velocity']);
    expect((await list('/api/projects/byOwner')).total).toBe(4);
    expect(names((await list('/api/projects/byOwner/deals')).rows)).toEqual(['Eagle Raise', 'Heron Deal']);
    expect((await list(`/api/projects/byOwner/all/${ProjectServiceType.FundRaise}`)).total).toBe(1);
  });

  it('refuses a malformed owner, type or service with 400', async () => {
    expect((await call('/api/projects/byOwner/all/all/bob')).status).toBe(400);
    expect((await call(`/api/projects/byOwner/some/all/${ids.user}`)).status).toBe(400);
    expect((await call(`/api/projects/byOwner/all/x/${ids.user}`)).status).toBe(400);
  });
});

describe('GET /api/projects/find/top/{type}/{searchString}/{limit}', () => {
  const top = async (path: string) => {
    const { status, json, text } = await call<ProjectListItem[]>(`/api/projects/find/top/${path}`);
    expect(status, text).toBe(200);
    return names(json);
  };

  it('finds names starting with the text first, then names, references or clients containing it', async () => {
    expect(await top('deals/e')).toEqual(['Eagle Raise', 'Heron Deal']);
    expect(await top('opportunities/quokka')).toEqual(['Falcon Sale', 'Sprint Velocity']);
    expect(await top(`all/${sprint.reference}`)).toEqual(['Sprint Velocity']);
    expect(await top('all/a/1')).toHaveLength(1);
  });

  it('reads the single space of spec §5 as any project, 5 by default', async () => {
    expect(await top('all/%20')).toHaveLength(4);
    expect(await top('deals/%20/20')).toEqual(['Eagle Raise', 'Heron Deal']);
  });

  it('refuses a limit above 50 and an unknown type', async () => {
    expect((await call('/api/projects/find/top/all/a/51')).status).toBe(400);
    expect((await call('/api/projects/find/top/all/a/0')).status).toBe(400);
    expect((await call('/api/projects/find/top/leads/a')).status).toBe(400);
  });
});

describe('external callers', () => {
  it('see in the console and may open only the projects they are assigned to', async () => {
    const external = (await app.signIn('external')).token;
    const consoleList = await app.asToken(external).call<ProjectListItem[]>('/api/projects/console');
    expect(consoleList.status).toBe(200);
    expect(names(consoleList.json)).toEqual(['Sprint Velocity']);
    expect(consoleList.headers.get('x-total-count')).toBe('1');
    expect((await app.asToken(external).call(`/api/project/${sprint._id}`)).status).toBe(200);
    expect((await app.asToken(external).call(`/api/project/${sprint.reference}`)).status).toBe(200);
    expect((await app.asToken(external).call(`/api/project/${falcon._id}`)).status).toBe(404);
    expect((await app.asToken(external).call('/api/projects')).status).toBe(403);
    expect((await app.asToken(external).call(`/api/project/${sprint._id}`, { method: 'PUT', body: {} })).status).toBe(
      403,
    );
  });

  it('leaves staff the whole console list, searchable by name or reference; clients get nothing', async () => {
    const staff = await list('/api/projects/console?q=falc');
    expect(names(staff.rows)).toEqual(['Falcon Sale']);
    expect((await list(`/api/projects/console?q=${heron.reference}`)).total).toBe(1);
    expect((await list('/api/projects/console?limit=2')).total).toBeGreaterThanOrEqual(4);
    const client = (await app.signIn('client')).token;
    expect((await app.asToken(client).call(`/api/project/${sprint._id}`)).status).toBe(403);
    expect((await app.asToken(client).call('/api/projects/console')).status).toBe(403);
  });

  it('pages by the cursor it hands out: following X-Next-Cursor walks every project once, then ends', async () => {
    const whole = await list('/api/projects/console?limit=500');
    const seen: string[] = [];
    let path: string | null = '/api/projects/console?limit=1';
    let pages = 0;
    while (path !== null && pages < 10) {
      const page: CallResult<ProjectListItem[]> = await call<ProjectListItem[]>(path);
      expect(page.status, page.text).toBe(200);
      seen.push(...page.json.map((row) => row._id));
      const next = page.headers.get('x-next-cursor');
      path = next === null ? null : `/api/projects/console?limit=1&after=${encodeURIComponent(next)}`;
      pages++;
    }
    expect(path, 'the last page answers no cursor').toBeNull();
    expect(seen).toEqual(whole.rows.map((row) => row._id));
    expect(pages).toBe(whole.rows.length);
  });

  it('refuses a query key it does not read, naming it, rather than ignoring it', async () => {
    const { status, json } = await call<ErrorBody>('/api/projects/console?q=a&colour=blue');
    expect(status).toBe(400);
    expect(json.message).toContain('colour');
    expect(json.details).toEqual({ colour: 'not a parameter of this list' });
    expect((await call('/api/projects/console?q=a&sort=-projectName&offset=1')).status).toBe(200);
  });
});

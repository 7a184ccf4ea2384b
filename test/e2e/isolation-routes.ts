import type { RouteEntry } from '../support/route-catalog.js';
import { RecordTypes, type IsolationWorld, type OwnRecords, type RecordType } from './isolation-world.js';

/** A path parameter's value: a record of that type (outside the caller's reach), or `=literal`. */
type Slot = RecordType | `=${string}`;
type ParamTable = Record<string, Slot[]>;

/** A search term that finds every marked record by prefix, yet is not the marker if echoed back. */
const term: Slot[] = ['=zq'];

/** Parameters that mean the same on every controller: dates, page sizes, search terms, enumerations. */
const commonParams: ParamTable = {
  from: ['=2000-01-01'],
  to: ['=2100-12-31'],
  limit: ['=5'],
  text: term,
  query: term,
  searchString: term,
  firstName: term,
  lastName: term,
  serviceOfInterest: ['=all'],
  projectType: ['=all'],
  status: ['=all'],
};

/**
 * Record parameters by controller (the first segment after /api) and name. Lists of equal length
 * are read in step (`history/:type/:id` walks every type). A route whose parameter is in neither
 * table fails the suite: add it here, so a new route is walked with real out-of-scope ids.
 */
const recordParams: Record<string, ParamTable> = {
  attachment: { id: ['attachment'] },
  attachments: { ids: ['attachment'] },
  // The client portal names each record's parameter by its type: one controller, three kinds of id.
  client: { projectId: ['project'], purchaseId: ['purchase'], attachmentId: ['attachment'] },
  communication: { id: ['communication'] },
  communications: { ids: ['communication'], userId: ['user'] },
  company: { id: ['company'] },
  'company-data': { domain: ['=example.com'] },
  contact: { id: ['contact'], idOrReference: ['contact'], companyId: ['company'] },
  contacts: { ids: ['contact'] },
  directory: { id: ['user'] },
  event: { id: ['event'], contactId: ['contact'] },
  // Administrators only: every other role is refused before any import is looked up.
  import: { id: ['=0193a000-0000-7000-8000-00000000feed'] },
  history: { type: RecordTypes.map((type): Slot => `=${type}`), id: [...RecordTypes] },
  // Managers and above only: a scoped caller is refused before any merge is looked up.
  merges: { mergeId: ['=0193a000-0000-7000-8000-00000000a11e'] },
  note: { id: ['note'] },
  payment: { id: ['payment'] },
  payments: { ids: ['payment'] },
  places: { placeId: ['=ChIJ2Q-zq-place'] },
  project: { id: ['project'], idOrReference: ['project'] },
  projects: { type: ['=all'], owner: ['user'] },
  purchase: {
    id: ['purchase'],
    clientId: ['company'],
    purchaserId: ['company'],
    // Staff only: a scoped caller is refused before any link is looked up.
    grantId: ['=0193a000-0000-7000-8000-00000000d0c5'],
  },
  // A buyer's link (issue 38): public, and a token no link has opens nothing, whatever document it names.
  d: { token: ['=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'], documentId: ['attachment'] },
  purchases: { companyId: ['company'] },
  // Staff only: a scoped caller is refused before any schedule is looked up.
  'report-schedule': { id: ['=0193a000-0000-7000-8000-00000000beef'] },
  reports: { format: ['=pdf'] },
  signup: { token: ['=not-an-invitation'] },
  task: { id: ['task'] },
  tasks: { teamMemberId: ['user'], ids: ['task'] },
  teammembers: {
    id: ['user'],
    list: ['=companies', '=projects', '=tasks', '=communications'],
    itemId: ['company', 'project', 'task', 'communication'],
  },
  timeline: {
    type: ['=company', '=contact', '=project', '=purchase', '=event'],
    id: ['company', 'contact', 'project', 'purchase', 'event'],
  },
  user: { id: ['user'] },
  users: { emails: ['=zq-nobody@example.com'] },
};

type Body = Record<string, unknown> | undefined;
/** Bodies tried on a write route the role may reach: against outside records, and against their own. */
interface Bodies {
  outside: Body[];
  own?: Body[];
}

/**
 * What a scoped caller sends to each write route they may reach: every body names out-of-scope
 * records (links), so nothing may be written. A write route a client or external caller can reach
 * and that is missing here fails the suite.
 */
function bodiesFor(world: IsolationWorld): Record<string, Bodies> {
  const o = world.outside;
  const mine = world.own.external.purchase!;
  const noBody: Bodies = { outside: [undefined] };
  return {
    'POST /api/login': { outside: [{}] },
    'POST /api/login/token': { outside: [{}] },
    'POST /api/logout': noBody,
    'POST /api/keepalive': noBody,
    'POST /api/signup/:token': { outside: [{ password: 'correct horse battery staple' }] },
    'POST /api/logs': { outside: [{ level: 5, message: 'isolation probe' }] },
    'POST /api/communication': {
      outside: [
        { purchases: [o.purchase] },
        { purchases: [mine], contacted: [o.contact] },
        { purchases: [mine], employees: [o.user] },
        { purchases: [mine], companies: [o.company] },
        { purchases: [mine], projects: [o.project] },
        { purchases: [mine], contacts: [o.contact] },
      ],
    },
    'POST /api/communication/mass': {
      outside: [
        { communication: {}, purchases: [o.purchase] },
        { communication: { contacted: [o.contact] }, purchases: [mine] },
        { communication: { employees: [o.user] }, purchases: [mine] },
      ],
    },
    'PUT /api/purchase/:id': {
      outside: [{ clientComments: 'overwritten' }],
      own: [{ company: o.company, project: o.project, client: o.company }],
    },
    'PUT /api/user/:id': {
      outside: [{ firstName: 'Overwritten' }],
      own: [
        { companies: [o.company] },
        { projects: [o.project] },
        { tasks: [o.task] },
        { communications: [o.communication] },
      ],
    },
    'POST /api/user/:id/recently-viewed': {
      outside: [{ type: 'company', objectId: o.company, name: 'probe' }],
      own: [{ type: 'company', objectId: o.company, name: 'probe' }],
    },
    'POST /api/teammembers/:id/:list/:itemId': noBody,
    // Client approvals (issue 14): a valid decision, so only the scope can refuse it.
    'POST /api/client/purchase/:purchaseId/decision': { outside: [{ decision: 'approved', comment: 'zq' }] },
    // Client review of documents (issue 14): the outside attachment awaits another client.
    'POST /api/client/attachment/:attachmentId/decision': { outside: [{ decision: 'approved', comment: 'probe' }] },
    // Marking a visit of an outside project must record nothing (no ClientProjectVisited).
    'POST /api/client/project/:projectId/visit': noBody,
  };
}

/** Filters a list route may take, each tried alone with an outside record (a filter must not widen a scope). */
const queryFilters: Record<string, RecordType> = {
  project: 'project',
  projects: 'project',
  purchases: 'purchase',
  company: 'company',
  companies: 'company',
  client: 'company',
  contacts: 'contact',
  contacted: 'contact',
  employees: 'user',
  owner: 'user',
  assignedTo: 'user',
  createdBy: 'user',
};

export type Kind = 'outside' | 'own' | 'filter';
export interface Probe {
  route: RouteEntry;
  kind: Kind;
  url: string;
  body: Body;
  /** Whether the path names a record outside the caller's reach: then no 2xx is acceptable. */
  namesOutsideRecord: boolean;
}

const keyOf = (route: RouteEntry) => `${route.method} ${route.path}`;
/** `/api/<controller>/…`, or `/<controller>/…` outside the API prefix (a buyer's `/d/…`). */
const controllerOf = (route: RouteEntry) => route.path.split('/')[route.path.startsWith('/api/') ? 2 : 1] ?? '';
const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The slots of each parameter of a route; the names no table fills are reported instead. */
function slotsOf(route: RouteEntry): { slots: Record<string, Slot[]>; unfilled: string[] } {
  const table = { ...commonParams, ...recordParams[controllerOf(route)] };
  const slots: Record<string, Slot[]> = {};
  const unfilled: string[] = [];
  for (const name of paramsOf(route.path)) {
    const found = table[name];
    if (found) slots[name] = found;
    else unfilled.push(`${keyOf(route)} :${name}`);
  }
  return { slots, unfilled };
}

const isRecord = (slot: Slot): slot is RecordType => !slot.startsWith('=');

/**
 * The requests a scoped caller makes of one route: its parameters filled with outside records
 * (one request per step of the lists), then, for each parameter of a type the caller owns, the
 * same with their own record there (their user, their company, their project...), so a route
 * that lets them tie their own record to an outside one is caught too. A list route they may
 * read is also asked for each filter naming an outside record.
 */
export function probesOf(
  route: RouteEntry,
  world: IsolationWorld,
  own: OwnRecords,
  reachable: boolean,
): { probes: Probe[]; problems: string[] } {
  const { slots, unfilled } = slotsOf(route);
  const problems = [...unfilled];
  const names = Object.keys(slots);
  const steps = Math.max(1, ...names.map((name) => slots[name]!.length));
  const writes = route.method !== 'GET' && route.method !== 'DELETE';
  const bodies = bodiesFor(world)[keyOf(route)];
  if (reachable && writes && !bodies) problems.push(`${keyOf(route)}: no body in bodiesFor`);
  const bodiesOf = (kind: Kind): Body[] =>
    !reachable
      ? [writes ? {} : undefined]
      : kind === 'own'
        ? (bodies?.own ?? bodies?.outside ?? [undefined])
        : (bodies?.outside ?? [undefined]);

  const probes: Probe[] = [];
  const seen = new Set<string>();
  const add = (kind: Kind, values: Record<string, string>, namesOutsideRecord: boolean) => {
    const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
    for (const body of bodiesOf(kind)) {
      const key = `${kind} ${url} ${JSON.stringify(body)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      probes.push({ route, kind, url, body, namesOutsideRecord });
    }
  };
  for (let step = 0; step < steps; step++) {
    const at = Object.fromEntries(names.map((name) => [name, slots[name]![step % slots[name]!.length]!]));
    const values = Object.fromEntries(
      names.map((name) => {
        const slot = at[name]!;
        return [name, isRecord(slot) ? world.outside[slot] : slot.slice(1)];
      }),
    );
    add(
      'outside',
      values,
      names.some((name) => isRecord(at[name]!)),
    );
    for (const name of names) {
      const slot = at[name]!;
      const mine = isRecord(slot) ? own[slot] : undefined;
      if (mine) add('own', { ...values, [name]: mine }, false);
    }
  }
  if (reachable && route.method === 'GET' && names.length === 0) {
    for (const [filter, type] of Object.entries(queryFilters)) {
      const url = `${route.path}?${filter}=${world.outside[type]}`;
      probes.push({ route, kind: 'filter', url, body: undefined, namesOutsideRecord: false });
    }
  }
  return { probes, problems };
}

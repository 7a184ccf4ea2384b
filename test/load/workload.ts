import { CommunicationAction } from '@dealbook/contracts';
import { request, versionOf, type Answer, type Tally } from './load-support.js';
import type { PushLatency } from './push-latency.js';

/** The record types the writes touch, as rooms name them. */
export const writtenTypes = ['company', 'contact', 'task', 'communication'];

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

/**
 * The requests people make all day, each counted in a tally, each write timed to its push: list
 * pages, record reads, creates and updates of companies, contacts and tasks, logged calls.
 * Records created are read and changed later on.
 */
export class Workload {
  private readonly companies: string[] = [];
  private readonly contacts: string[] = [];
  private readonly tasks: string[] = [];
  private readonly purchases: string[] = [];
  private written = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly tally: Tally,
    private readonly pushes: PushLatency,
  ) {}

  /** The records already there (the demo data): a page of each list. */
  async load(token: string): Promise<void> {
    const ids = async (path: string) => {
      const answer = await request(this.baseUrl, path, { token });
      if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
      return (JSON.parse(answer.body) as { _id: string }[]).map((row) => row._id);
    };
    this.companies.push(...(await ids('/api/companies?limit=100')));
    this.contacts.push(...(await ids('/api/contacts?limit=100')));
    this.tasks.push(...(await ids('/api/tasks?limit=100')));
    this.purchases.push(...(await ids('/api/purchases?limit=100')));
  }

  private get(kind: string, path: string, token: string): Promise<Answer> {
    return request(this.baseUrl, path, { token }).then((answer) => this.tally.add(kind, answer));
  }

  /** A write, timed to its push; a create's id (from its answer) joins `into`. */
  private async write(
    kind: string,
    type: string,
    method: 'POST' | 'PUT',
    path: string,
    token: string,
    body: unknown,
    into?: string[],
  ): Promise<Answer> {
    const sentAt = performance.now();
    const answer = this.tally.add(kind, await request(this.baseUrl, path, { method, token, body }));
    if (answer.status < 200 || answer.status >= 300) return answer;
    const id = method === 'POST' ? (JSON.parse(answer.body) as { _id: string })._id : path.split('/').at(-1)!;
    if (into) into.push(id);
    this.pushes.expect(type, id, versionOf(answer), sentAt, answer);
    return answer;
  }

  createCompany(token: string) {
    const n = ++this.written;
    const body = { companyName: `Load Company ${n} ${process.pid}`, city: 'London', revenue: n * 1000 };
    return this.write('create company', 'company', 'POST', '/api/company', token, body, this.companies);
  }

  updateCompany(token: string) {
    const id = pick(this.companies);
    if (!id) return this.createCompany(token);
    return this.write('update company', 'company', 'PUT', `/api/company/${id}`, token, {
      city: `City ${++this.written}`,
    });
  }

  createContact(token: string) {
    const n = ++this.written;
    const company = pick(this.companies);
    const body = { firstName: 'Load', lastName: `Contact ${n}`, ...(company ? { companies: [company] } : {}) };
    return this.write('create contact', 'contact', 'POST', '/api/contact', token, body, this.contacts);
  }

  updateContact(token: string) {
    const id = pick(this.contacts);
    if (!id) return this.createContact(token);
    return this.write('update contact', 'contact', 'PUT', `/api/contact/${id}`, token, {
      jobTitle: `Title ${++this.written}`,
    });
  }

  createTask(token: string) {
    const body = { subject: `Load task ${++this.written}`, dueDate: new Date(Date.now() + 86_400_000).toISOString() };
    return this.write('create task', 'task', 'POST', '/api/task', token, body, this.tasks);
  }

  updateTask(token: string) {
    const id = pick(this.tasks);
    if (!id) return this.createTask(token);
    return this.write('update task', 'task', 'PUT', `/api/task/${id}`, token, {
      description: `Changed ${++this.written}`,
    });
  }

  /** A call logged on a purchase (the console's write); a company update when there is no purchase. */
  logCall(token: string) {
    const purchase = pick(this.purchases);
    if (!purchase) return this.updateCompany(token);
    const body = {
      outcome: 'Called but no response',
      action: CommunicationAction.TryToCallAgain,
      purchases: [purchase],
    };
    return this.write('log call', 'communication', 'POST', '/api/communication', token, body);
  }

  listCompanies = (token: string) => this.get('list companies', '/api/companies?limit=25', token);
  listContacts = (token: string) => this.get('list contacts', '/api/contacts?limit=25', token);
  listTasks = (token: string) => this.get('list tasks', '/api/tasks?limit=25', token);

  readCompany(token: string) {
    const id = pick(this.companies);
    return id ? this.get('read company', `/api/company/${id}`, token) : this.listCompanies(token);
  }

  readContact(token: string) {
    const id = pick(this.contacts);
    return id ? this.get('read contact', `/api/contact/${id}`, token) : this.listContacts(token);
  }

  readTask(token: string) {
    const id = pick(this.tasks);
    return id ? this.get('read task', `/api/task/${id}`, token) : this.listTasks(token);
  }

  /** One request of the day's mix: about two reads to one write. */
  any(token: string): Promise<Answer> {
    const mix: [number, (token: string) => Promise<Answer>][] = [
      [3, this.listCompanies],
      [2, this.listContacts],
      [2, this.listTasks],
      [3, (t) => this.readCompany(t)],
      [2, (t) => this.readContact(t)],
      [1, (t) => this.readTask(t)],
      [1, (t) => this.createCompany(t)],
      [2, (t) => this.updateCompany(t)],
      [1, (t) => this.createContact(t)],
      [1, (t) => this.updateContact(t)],
      [1, (t) => this.createTask(t)],
      [1, (t) => this.updateTask(t)],
      [1, (t) => this.logCall(t)],
    ];
    let roll = Math.random() * mix.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, run] of mix) {
      roll -= weight;
      if (roll < 0) return run(token);
    }
    return mix[0]![1](token);
  }
}

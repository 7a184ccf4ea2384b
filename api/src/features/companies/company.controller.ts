import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  clientCompanyView,
  CompanyFieldNames,
  hasRole,
  type ClientCompanyView,
  Role,
  type SessionUser,
  createCompanyBodySchema,
  updateCompanyBodySchema,
  type CompanyFields,
  type CompanyWithEmployees,
} from '@dealbook/contracts';
import {
  findCompanyById,
  findCompanyChildIds,
  findUserDocumentById,
  registeredCompany,
  withEmployees,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import {
  createdAnswer,
  recordAnswer,
  savedAnswer,
  textAnswer,
  type RecordAnswer,
} from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { companyDecider } from './company.decider.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { clientCompanyViewSchema, companyWithEmployeesSchema, mergedAwaySchema } from '@dealbook/contracts';
import { requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';
import { answerMissing } from '../../kernel/merging/merged-away.js';

type UpdateBody = z.output<typeof updateCompanyBodySchema>;

/** One company (spec §7.3): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('company')
@Roles('user')
export class CompanyController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: companyWithEmployeesSchema })
  async create(
    @Body(new ZodValidationPipe(createCompanyBodySchema)) fields: CompanyFields,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<CompanyWithEmployees>> {
    const companyId = newId();
    const { events } = await this.commands.execute(companyDecider, {
      command: { type: 'RegisterCompany', companyId, fields },
      metadata: context,
      expectedVersion: 0,
    });
    const registered = events.find((event) => event.type === 'CompanyRegistered');
    if (!registered) throw new Error(`Registering company ${companyId} recorded no registration`);
    // Answered from the recorded event, as the read model now holds it; nobody works for it yet.
    const company: CompanyWithEmployees = { ...registeredCompany(registered), employees: [] };
    return createdAnswer(company, `/api/company/${companyId}`);
  }

  /**
   * Clients may read their own company (the companies of their user record), nothing else, and
   * only its client view (contracts' clientCompanyView): the firm's notes on it stay internal.
   */
  @Get(':id')
  @Roles('user', 'client')
  @ResponseDoc({
    headers: ['ETag'],
    body: z.union([companyWithEmployeesSchema, clientCompanyViewSchema]),
    // A merged-away company: 301 to the survivor's route (issue 32).
    also: [{ status: 301, body: mergedAwaySchema }],
  })
  async get(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<RecordAnswer<CompanyWithEmployees | ClientCompanyView>> {
    // Not found rather than forbidden: a client learns nothing about companies that are not theirs.
    // A merged-away company answers with the one it lives on now, to those who may see that one.
    let maySee = (_survivorId: string) => true;
    if (user.role === Role.client) {
      const own = (await findUserDocumentById(this.db, user._id))?.companies ?? [];
      maySee = (survivorId) => own.includes(survivorId);
      if (!own.includes(id)) return answerMissing(this.db, 'company', id, maySee);
    }
    const staff = hasRole(user.role, 'user');
    const company = await this.load(id, staff, maySee);
    // Employees and the linked records change on their own streams, not this version: a browser
    // must not answer from its cache after a 304 on the unchanged ETag.
    // Staff see the whole record; anybody else who got this far, only the client view.
    return recordAnswer(staff ? company : clientCompanyView(company), { version: company.version, noStore: true });
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], saved: companyWithEmployeesSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateCompanyBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'company');
    const outcome = await this.commands.execute(companyDecider, {
      command: { type: 'UpdateCompany', companyId: id, changes: editableFields(body) },
      metadata: context,
      expectedVersion,
    });
    return savedAnswer('Company updated', outcome.version, () => this.get(id, user));
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(companyDecider, {
      command: { type: 'DeleteCompany', companyId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Company deleted');
  }

  /**
   * With its employees (the contacts linked to it) and, for staff, the ids of the records linked
   * to it, each list latest linked first (spec §3.2, §7.10). A client's view has none of those
   * lists, so they are not even read for one.
   */
  private async load(
    id: string,
    withChildren: boolean,
    maySee: (survivorId: string) => boolean,
  ): Promise<CompanyWithEmployees> {
    const company = await findCompanyById(this.db, id);
    if (!company) return answerMissing(this.db, 'company', id, maySee);
    const [[withStaff], children] = await Promise.all([
      withEmployees(this.db, [company]),
      withChildren ? findCompanyChildIds(this.db, id) : {},
    ]);
    return { ...withStaff!, ...children };
  }
}

/** The body minus the read-only keys a client may echo back (_id, version, link lists). */
function editableFields(body: UpdateBody): Partial<CompanyFields> {
  const changes: Record<string, unknown> = {};
  for (const name of CompanyFieldNames) {
    if (body[name] !== undefined) changes[name] = body[name];
  }
  return changes as Partial<CompanyFields>;
}

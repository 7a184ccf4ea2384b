import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
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
  findUserDocumentById,
  registeredCompany,
  withEmployees,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../auth/access-rule.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { DomainError, notFound } from '../common/errors/domain-error.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { etagFor, parseIfMatch } from '../common/http/if-match.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DATABASE } from '../infra/database/tokens.js';
import { DeleteCompanyCommand } from './delete-company.handler.js';
import { RegisterCompanyCommand } from './register-company.handler.js';
import { UpdateCompanyCommand } from './update-company.handler.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { clientCompanyViewSchema, companyWithEmployeesSchema } from '@dealbook/contracts';

type UpdateBody = z.output<typeof updateCompanyBodySchema>;

/** One company (spec §7.3): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('company')
@Roles('user')
export class CompanyController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: companyWithEmployeesSchema })
  async create(
    @Body(new ZodValidationPipe(createCompanyBodySchema)) fields: CompanyFields,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CompanyWithEmployees> {
    const companyId = uuidv7();
    const { events } = await this.commandBus.execute(new RegisterCompanyCommand(companyId, fields, context));
    const registered = events.find((event) => event.type === 'CompanyRegistered');
    if (!registered) throw new Error(`Registering company ${companyId} recorded no registration`);
    // Answered from the recorded event, as the read model now holds it; nobody works for it yet.
    const company: CompanyWithEmployees = { ...registeredCompany(registered), employees: [] };
    res.setHeader('ETag', etagFor(company.version));
    res.setHeader('Location', `/api/company/${companyId}`);
    return company;
  }

  /**
   * Clients may read their own company (the companies of their user record), nothing else, and
   * only its client view (contracts' clientCompanyView): the firm's notes on it stay internal.
   */
  @Get(':id')
  @Roles('user', 'client')
  @ResponseDoc({ headers: ['ETag'], body: z.union([companyWithEmployeesSchema, clientCompanyViewSchema]) })
  async get(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CompanyWithEmployees | ClientCompanyView> {
    // Not found rather than forbidden: a client learns nothing about companies that are not theirs.
    if (user.role === Role.client && !(await findUserDocumentById(this.db, user._id))?.companies.includes(id)) {
      throw notFound('Company', id);
    }
    const company = await this.load(id);
    res.setHeader('ETag', etagFor(company.version));
    // Employees change on the contacts' streams, not this version: a browser must not answer
    // from its cache after a 304 on the unchanged ETag.
    res.setHeader('Cache-Control', 'no-store');
    // Staff see the whole record; anybody else who got this far, only the client view.
    return hasRole(user.role, 'user') ? company : clientCompanyView(company);
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'] })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateCompanyBodySchema)) body: UpdateBody,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    if (body._id !== undefined && body._id.toLowerCase() !== id) {
      throw new DomainError('validation', `_id ${body._id} does not match the company ${id} in the path`, {
        _id: 'must match the id in the path',
      });
    }
    const outcome = await this.commandBus.execute(
      new UpdateCompanyCommand(id, editableFields(body), context, parseIfMatch(ifMatch)),
    );
    res.setHeader('ETag', etagFor(outcome.version));
    res.type('text/plain');
    return 'Company updated';
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    await this.commandBus.execute(new DeleteCompanyCommand(id, context, parseIfMatch(ifMatch)));
    // Set here, not by @Header: that would also label the JSON error bodies as text.
    res.type('text/plain');
    return 'Company deleted';
  }

  /** With its employees: the contacts linked to it (spec §3.2). */
  private async load(id: string): Promise<CompanyWithEmployees> {
    const company = await findCompanyById(this.db, id);
    if (!company) throw notFound('Company', id);
    const [withStaff] = await withEmployees(this.db, [company]);
    return withStaff!;
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

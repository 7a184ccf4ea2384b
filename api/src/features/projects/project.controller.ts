import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { validate as isUuid } from 'uuid';
import type { z } from 'zod';
import {
  createProjectBodySchema,
  hasRole,
  projectReferencePattern,
  ProjectFieldNames,
  updateProjectBodySchema,
  type Project,
  type ProjectFields,
  type SessionUser,
} from '@dealbook/contracts';
import { findProjectById, findProjectByReference, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
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
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { projectDecider } from './project.decider.js';
import { registerProject } from './register-project.js';
import { updateProject } from './update-project.js';
import { projectSchema } from '@dealbook/contracts';
import { requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createProjectBodySchema>;
type UpdateBody = z.output<typeof updateProjectBodySchema>;

/** One project (spec §7.6): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('project')
@Roles('user')
export class ProjectController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  /** The owner defaults to the member of staff creating it. */
  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], errors: [400], body: projectSchema })
  async create(
    @Body(new ZodValidationPipe(createProjectBodySchema)) fields: CreateBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Project>> {
    const projectId = newId();
    await registerProject({ db: this.db, commands: this.commands }, projectId, fields, context);
    const project = await findProjectById(this.db, projectId);
    if (!project) throw notFound('Project', projectId);
    return createdAnswer(project, `/api/project/${projectId}`);
  }

  /**
   * By id (a UUID) or by reference (PRJ-000042), as spec §7.6 lists both on one path. External
   * callers may read the projects they are assigned to; any other is "not found" to them.
   */
  @Get(':idOrReference')
  @Roles('user', 'external')
  @ResponseDoc({ headers: ['ETag'], errors: [404], body: projectSchema })
  async get(@Param('idOrReference') key: string, @CurrentUser() user: SessionUser): Promise<RecordAnswer<Project>> {
    const project = isUuid(key)
      ? await findProjectById(this.db, key.toLowerCase())
      : projectReferencePattern.test(key.trim().toUpperCase())
        ? await findProjectByReference(this.db, key)
        : invalidKey(key);
    if (!project || !(hasRole(user.role, 'user') || project.externalCallers.some((c) => c._id === user._id))) {
      throw notFound('Project', key);
    }
    // The client's name, logo and employees and the linked records change on other streams,
    // not this version: a browser must not answer from its cache after a 304 on the same ETag.
    return recordAnswer(project, { version: project.version, noStore: true });
  }

  /** The fields to change; a kanban drag sends one status with the version it showed. */
  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], errors: [404, 409], saved: projectSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateProjectBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'project');
    const outcome = await updateProject(
      { db: this.db, commands: this.commands },
      id,
      editableFields(body),
      context,
      expectedVersion,
    );
    return savedAnswer('Project updated', outcome.version, () => this.get(id, user));
  }

  @Delete(':id')
  @ResponseDoc({ errors: [404, 409] })
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(projectDecider, {
      command: { type: 'DeleteProject', projectId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Project deleted');
  }
}

function invalidKey(key: string): never {
  throw new DomainError('validation', `${key} is neither a project id (UUID) nor a reference such as PRJ-000042`, {
    idOrReference: 'must be a UUID or a reference such as PRJ-000042',
  });
}

/** The body minus the read-only keys a client may echo back. */
function editableFields(body: UpdateBody): Partial<ProjectFields> {
  const changes: Record<string, unknown> = {};
  for (const name of ProjectFieldNames) {
    if (body[name] !== undefined) changes[name] = body[name];
  }
  return changes as Partial<ProjectFields>;
}

import { applyDecorators, Body, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { RoleName, SessionUser } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../database-tokens.js';
import { notFound } from '../errors/domain-error.js';
import { Commands, type LookUpAndRun } from '../event-sourcing/commands.js';
import { newId } from '../ids.js';
import { Roles } from './access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from './command-context.decorator.js';
import { CurrentUser } from './current-user.decorator.js';
import { ExpectedVersion } from './if-match.js';
import { createdAnswer, recordAnswer, savedAnswer, textAnswer, type RecordAnswer } from './record-answer.js';
import { requireSameId } from './record-body.js';
import { ResponseDoc, type DocumentedErrorStatus, type OtherSuccess } from './response-doc.decorator.js';
import { uuidParam } from './uuid-param.pipe.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

/** What every record's routes share: its one-record read, its noun and where it lives. */
interface RecordKind<R extends { version: number }> {
  /** The path under /api ('task'): POST answers Location /api/task/<id>. */
  path: string;
  /** The noun of the sentences a write answers ("Task updated") and of a 404. */
  noun: string;
  /** The record as GET answers it, for the API document. */
  schema: z.ZodType;
  /** The read model's record by id, or undefined. */
  find(db: Kysely<ReadModelDatabase>, id: string): Promise<R | undefined>;
}

/** A write's context and the version its editor loaded (If-Match), for Commands.execute. */
export interface WriteOptions {
  metadata: CommandContextValue;
  expectedVersion: number | undefined;
}

/** Who may use one route, when not the controller's own rule, and the errors it documents. */
interface RouteAccess {
  roles?: [RoleName, ...RoleName[]];
  errors?: DocumentedErrorStatus[];
}

export interface RecordRoutesDefinition<
  R extends { version: number },
  Created,
  Changes,
  Outcome,
> extends RecordKind<R> {
  /**
   * POST: the body's schema, and the use case that records the new record under `id`. The answer
   * is the record read back by `find`, or what `recorded` makes of the use case's outcome (the
   * record as its event recorded it, saving the read).
   */
  create: RouteAccess & {
    body: z.ZodType<Created>;
    run(
      deps: LookUpAndRun,
      id: string,
      body: Created,
      context: CommandContextValue,
      user: SessionUser,
    ): Promise<Outcome>;
    recorded?(deps: LookUpAndRun, outcome: Outcome, user: SessionUser): Promise<R>;
  };
  /**
   * GET /<path>/:id: by default the record of `find` with its version as ETag. `read` replaces
   * that where the answer depends on who asks (a client's view, an external caller's reach) or the
   * key may be a reference (`key: 'idOrReference'`, not checked as a UUID).
   */
  get?: RouteAccess & {
    key?: 'idOrReference';
    schema?: z.ZodType;
    also?: OtherSuccess[];
    read?(deps: LookUpAndRun, key: string, user: SessionUser): Promise<RecordAnswer<unknown>>;
  };
  /** PUT: the body's schema, and the use case that changes the record; answers its new version. */
  update: RouteAccess & {
    body: z.ZodType<Changes & { _id?: string }>;
    run(
      deps: LookUpAndRun,
      id: string,
      body: Changes,
      context: CommandContextValue,
      expectedVersion: number | undefined,
      user: SessionUser,
    ): Promise<{ version: number }>;
  };
  /** DELETE: runs the record's delete command with the request's context and If-Match. */
  remove: RouteAccess & {
    run(commands: Commands, id: string, options: WriteOptions, user: SessionUser): Promise<unknown>;
  };
}

/** The route's own access rule, where it has one; else the controller's applies. */
const roles = (access: RouteAccess): MethodDecorator => (access.roles ? Roles(...access.roles) : applyDecorators());

/**
 * The four routes of one record (spec §7: POST /<path>, GET, PUT and DELETE /<path>/:id) from a
 * definition: a controller extends `RecordRoutes(definition)` and adds only what its record has
 * beyond them. The kit owns what they all do alike: the id and If-Match checks, the command's
 * context, the ETag, Location and sentence answers, the saved record for a PUT that asks for JSON,
 * and each route's OpenAPI description; the definition owns the use cases and who may see what.
 */
export function RecordRoutes<R extends { version: number }, Created, Changes, Outcome>(
  definition: RecordRoutesDefinition<R, Created, Changes, Outcome>,
) {
  const { path, noun, schema, create, get = {}, update, remove } = definition;
  const getSchema = get.schema ?? schema;
  const keyName = get.key ?? 'id';
  const keyPipes = get.key ? [] : [uuidParam];

  class RecordRoutesBase {
    constructor(
      @Inject(Commands) readonly commands: Commands,
      @Inject(DATABASE) readonly db: Kysely<ReadModelDatabase>,
    ) {}

    @Post()
    @HttpCode(201)
    @roles(create)
    @ResponseDoc({ headers: ['ETag', 'Location'], ...errorsOf(create), body: schema })
    async create(
      @Body(new ZodValidationPipe(create.body)) body: Created,
      @CurrentUser() user: SessionUser,
      @CommandContext() context: CommandContextValue,
    ): Promise<RecordAnswer<R>> {
      const id = newId();
      const outcome = await create.run(this, id, body, context, user);
      const record = create.recorded ? await create.recorded(this, outcome, user) : await this.load(id);
      return createdAnswer(record, `/api/${path}/${id}`);
    }

    @Get(`:${keyName}`)
    @roles(get)
    @ResponseDoc({ headers: ['ETag'], ...errorsOf(get), body: getSchema, ...(get.also ? { also: get.also } : {}) })
    async get(
      @Param(keyName, ...keyPipes) key: string,
      @CurrentUser() user: SessionUser,
    ): Promise<RecordAnswer<unknown>> {
      if (get.read) return get.read(this, key, user);
      const record = await this.load(key);
      return recordAnswer(record, { version: record.version });
    }

    @Put(':id')
    @roles(update)
    @ResponseDoc({ headers: ['ETag'], ...errorsOf(update), saved: schema })
    async update(
      @Param('id', uuidParam) id: string,
      @Body(new ZodValidationPipe(update.body)) body: Changes & { _id?: string },
      @ExpectedVersion() expectedVersion: number | undefined,
      @CurrentUser() user: SessionUser,
      @CommandContext() context: CommandContextValue,
    ): Promise<RecordAnswer<string>> {
      requireSameId(body._id, id, path);
      const { version } = await update.run(this, id, body, context, expectedVersion, user);
      return savedAnswer(`${noun} updated`, version, () => this.get(id, user));
    }

    @Delete(':id')
    @roles(remove)
    @ResponseDoc({ ...errorsOf(remove) })
    async remove(
      @Param('id', uuidParam) id: string,
      @ExpectedVersion() expectedVersion: number | undefined,
      @CurrentUser() user: SessionUser,
      @CommandContext() context: CommandContextValue,
    ): Promise<RecordAnswer<string>> {
      await remove.run(this.commands, id, { metadata: context, expectedVersion }, user);
      return textAnswer(`${noun} deleted`);
    }

    /** The record by id, or the 404 that names it. */
    async load(id: string): Promise<R> {
      const record = await definition.find(this.db, id);
      if (!record) throw notFound(noun, id);
      return record;
    }
  }
  return RecordRoutesBase;
}

const errorsOf = (access: RouteAccess) => (access.errors ? { errors: access.errors } : {});

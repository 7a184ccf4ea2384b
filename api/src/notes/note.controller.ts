import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import {
  NoteLinkTypes,
  createNoteBodySchema,
  hasRole,
  namedLinkLists,
  refsOf,
  updateNoteBodySchema,
  type Note,
  type NoteActor,
  type SessionUser,
} from '@dealbook/contracts';
import { findNoteById, type ReadModelDatabase } from '@dealbook/projections';
import type { z } from 'zod';
import { Roles } from '../auth/access-rule.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { notFound } from '../common/errors/domain-error.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { etagFor, parseIfMatch } from '../common/http/if-match.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DATABASE } from '../infra/database/tokens.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { definedOnly, requireSameId } from '../tasks/child-list-query.js';
import { AddNoteCommand } from './add-note.handler.js';
import { DeleteNoteCommand } from './delete-note.handler.js';
import { EditNoteCommand } from './edit-note.handler.js';
import { noteSchema } from '@dealbook/contracts';

type CreateBody = z.output<typeof createNoteBodySchema>;
type UpdateBody = z.output<typeof updateNoteBodySchema>;

const actorOf = (user: SessionUser): NoteActor => ({ id: user._id, isManager: hasRole(user.role, 'manager') });

/** One note (spec §7.8): its author edits it; the author or a manager deletes it. */
@Controller('note')
@Roles('user')
export class NoteController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: noteSchema })
  async create(
    @Body(new ZodValidationPipe(createNoteBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Note> {
    const noteId = uuidv7();
    const { content, subject, pinned } = body;
    await this.commandBus.execute(
      new AddNoteCommand(noteId, { content, subject, pinned }, refsOf(NoteLinkTypes, body), context),
    );
    const note = await this.load(noteId);
    res.setHeader('ETag', etagFor(note.version));
    res.setHeader('Location', `/api/note/${noteId}`);
    return note;
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: noteSchema })
  async get(@Param('id', uuidParam) id: string, @Res({ passthrough: true }) res: Response): Promise<Note> {
    const note = await this.load(id);
    res.setHeader('ETag', etagFor(note.version));
    return note;
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], errors: [403] })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateNoteBodySchema)) body: UpdateBody,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    requireSameId(body._id, id, 'note');
    const { content, subject, pinned } = body;
    const outcome = await this.commandBus.execute(
      new EditNoteCommand(
        id,
        actorOf(user),
        definedOnly({ content, subject, pinned }),
        namedLinkLists(NoteLinkTypes, body),
        context,
        parseIfMatch(ifMatch),
      ),
    );
    res.setHeader('ETag', etagFor(outcome.version));
    res.type('text/plain');
    return 'Note updated';
  }

  @Delete(':id')
  @ResponseDoc({ errors: [403] })
  async remove(
    @Param('id', uuidParam) id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    await this.commandBus.execute(new DeleteNoteCommand(id, actorOf(user), context, parseIfMatch(ifMatch)));
    res.type('text/plain');
    return 'Note deleted';
  }

  private async load(id: string): Promise<Note> {
    const note = await findNoteById(this.db, id);
    if (!note) throw notFound('Note', id);
    return note;
  }
}

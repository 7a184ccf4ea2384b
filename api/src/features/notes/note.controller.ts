import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
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
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
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
import { addNote } from './add-note.js';
import { editNote } from './edit-note.js';
import { noteDecider } from './note.decider.js';
import { noteSchema } from '@dealbook/contracts';
import { definedOnly, requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createNoteBodySchema>;
type UpdateBody = z.output<typeof updateNoteBodySchema>;

const actorOf = (user: SessionUser): NoteActor => ({ id: user._id, isManager: hasRole(user.role, 'manager') });

/** One note (spec §7.8): its author edits it; the author or a manager deletes it. */
@Controller('note')
@Roles('user')
export class NoteController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: noteSchema })
  async create(
    @Body(new ZodValidationPipe(createNoteBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Note>> {
    const noteId = newId();
    const { content, subject, pinned } = body;
    await addNote(
      { db: this.db, commands: this.commands },
      noteId,
      { content, subject, pinned },
      refsOf(NoteLinkTypes, body),
      context,
    );
    const note = await this.load(noteId);
    return createdAnswer(note, `/api/note/${noteId}`);
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: noteSchema })
  async get(@Param('id', uuidParam) id: string): Promise<RecordAnswer<Note>> {
    const note = await this.load(id);
    return recordAnswer(note, { version: note.version });
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], errors: [403], saved: noteSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateNoteBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'note');
    const { content, subject, pinned } = body;
    const outcome = await editNote(
      { db: this.db, commands: this.commands },
      id,
      actorOf(user),
      definedOnly({ content, subject, pinned }),
      namedLinkLists(NoteLinkTypes, body),
      context,
      expectedVersion,
    );
    return savedAnswer('Note updated', outcome.version, () => this.get(id));
  }

  @Delete(':id')
  @ResponseDoc({ errors: [403] })
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(noteDecider, {
      command: { type: 'DeleteNote', noteId: id, actor: actorOf(user) },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Note deleted');
  }

  private async load(id: string): Promise<Note> {
    const note = await findNoteById(this.db, id);
    if (!note) throw notFound('Note', id);
    return note;
  }
}

import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Note } from '@dealbook/contracts';
import { countNotes, parseNoteFilter, type ReadModelDatabase, searchNotes } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { countSchema, noteSchema } from '@dealbook/contracts';
import { listQuery, noteList } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseListQuery } from '../../kernel/http/list-query.js';

type Query = Record<string, unknown>;

/** The note collection calls of spec §7.8; `search?companies=<id>` lists a company's notes. */
@Controller('notes')
@Roles('user')
export class NotesController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(noteSchema), query: listQuery(noteList) })
  list(@Query() query: Query): Promise<RecordAnswer<Note[]>> {
    return this.search(query);
  }

  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema, query: listQuery(noteList) })
  count(@Query() query: Query): Promise<number> {
    return countNotes(this.db, parseNoteFilter(query));
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(noteSchema), query: listQuery(noteList) })
  async search(@Query() query: Query): Promise<RecordAnswer<Note[]>> {
    const { filter, page } = parseListQuery(query, parseNoteFilter);
    return pageAnswer(await searchNotes(this.db, filter, page));
  }
}

import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Note } from '@dealbook/contracts';
import { countNotes, parseNoteFilter, type ReadModelDatabase, searchNotes } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { setListHeaders } from '../../kernel/http/list-headers.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
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
  list(@Query() query: Query, @Res({ passthrough: true }) res: Response): Promise<Note[]> {
    return this.search(query, res);
  }

  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema, query: listQuery(noteList) })
  count(@Query() query: Query): Promise<number> {
    return countNotes(this.db, parseNoteFilter(query));
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(noteSchema), query: listQuery(noteList) })
  async search(@Query() query: Query, @Res({ passthrough: true }) res: Response): Promise<Note[]> {
    const { filter, page } = parseListQuery(query, parseNoteFilter);
    const result = await searchNotes(this.db, filter, page);
    setListHeaders(res, result);
    return result.rows;
  }
}

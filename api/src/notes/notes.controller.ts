import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Note } from '@dealbook/contracts';
import { countNotes, parseNoteFilter, searchNotes, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../auth/access-rule.decorator.js';
import { setListHeaders } from '../common/http/list-headers.js';
import { DATABASE } from '../infra/database/tokens.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { parseChildListQuery } from '../tasks/child-list-query.js';
import { countSchema, noteSchema } from '@dealbook/contracts';
import { listQuery } from '../openapi/doc-parameters.js';
import { z } from 'zod';

type Query = Record<string, unknown>;

/** The note collection calls of spec §7.8; `search?companies=<id>` lists a company's notes. */
@Controller('notes')
@Roles('user')
export class NotesController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(noteSchema), query: listQuery() })
  list(@Query() query: Query, @Res({ passthrough: true }) res: Response): Promise<Note[]> {
    return this.search(query, res);
  }

  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema, query: listQuery() })
  count(@Query() query: Query): Promise<number> {
    return countNotes(this.db, parseNoteFilter(query));
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(noteSchema), query: listQuery() })
  async search(@Query() query: Query, @Res({ passthrough: true }) res: Response): Promise<Note[]> {
    const { filter, page } = parseChildListQuery(query, parseNoteFilter);
    const result = await searchNotes(this.db, filter, page);
    setListHeaders(res, result);
    return result.rows;
  }
}

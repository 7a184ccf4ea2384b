import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Attachment } from '@dealbook/contracts';
import {
  countAttachments,
  findAttachmentsByIds,
  parseAttachmentFilter,
  type ReadModelDatabase,
  searchAttachments,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { attachmentSchema, countSchema } from '@dealbook/contracts';
import { attachmentList, idListParam, listQuery, pageQuery } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseIdList } from '../../kernel/http/path-segments.js';
import { pagingOnly, parseListQuery } from '../../kernel/http/list-query.js';

type Query = Record<string, unknown>;

/** The attachment collection calls of spec §7.8; a parent's files are `search?companies=<id>`. */
@Controller('attachments')
@Roles('user')
export class AttachmentsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(attachmentSchema), query: pageQuery(attachmentList) })
  async list(@Query() query: Query): Promise<RecordAnswer<Attachment[]>> {
    const page = pagingOnly(query);
    return pageAnswer(await searchAttachments(this.db, [], page));
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(attachmentSchema), query: listQuery(attachmentList) })
  async search(@Query() query: Query): Promise<RecordAnswer<Attachment[]>> {
    const { filter, page } = parseListQuery(query, parseAttachmentFilter);
    return pageAnswer(await searchAttachments(this.db, filter, page));
  }

  @Get('listByIds/:ids')
  @ResponseDoc({ body: z.array(attachmentSchema), params: { ids: idListParam } })
  listByIds(@Param('ids') ids: string): Promise<Attachment[]> {
    return findAttachmentsByIds(this.db, parseIdList(ids));
  }

  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema })
  count(): Promise<number> {
    return countAttachments(this.db);
  }
}

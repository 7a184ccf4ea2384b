import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { hasRole, type SessionUser } from '@dealbook/contracts';
import { findCallerCommunicationReportRows, findUserById, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { buildCommunicationsDocument } from './communications-document.js';
import { documentFile, WordContentType } from '../../kernel/http/document-file.js';
import { isoDateParam } from '../../platform/openapi/doc-parameters.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { parseDateRange } from '../../kernel/http/path-segments.js';

/**
 * The caller report of spec §7.9 and §9: a caller's communications in a period as
 * '{full name} - Caller List.docx'. Staff may download anyone's; an external caller only their own
 * (someone else's answers 404, so user ids do not leak).
 */
@Controller('communications')
@Roles('user', 'external')
export class CallerReportController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('getCallerCommunicationsReport/:userId/:from/:to')
  @HeavyWork('fileRender')
  @ResponseDoc({
    file: [WordContentType],
    headers: ['Content-Disposition'],
    params: { from: isoDateParam, to: isoDateParam },
  })
  async callerReport(
    @Param('userId', uuidParam) userId: string,
    @Param('from') fromText: string,
    @Param('to') toText: string,
    @CurrentUser() actor: SessionUser,
  ) {
    const { from, to } = parseDateRange(fromText, toText);
    const caller =
      hasRole(actor.role, 'user') || actor._id === userId ? await findUserById(this.db, userId) : undefined;
    if (!caller) throw notFound('User', userId);
    const rows = await findCallerCommunicationReportRows(this.db, userId, {
      from: from.toISOString(),
      to: to.toISOString(),
    });
    const bytes = await buildCommunicationsDocument({
      of: { caller: { _id: caller._id, fullName: caller.fullName } },
      from,
      to,
      rows,
      timeZone: this.config.firmTimeZone,
      preparedAt: new Date(),
    });
    return documentFile(bytes, `${caller.fullName} - Caller List.docx`, WordContentType);
  }
}

import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@dealbook/contracts';
import { findCrmEventById, type ReadModelDatabase } from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { GridExports } from '../../platform/exports/grid-exports.service.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { attendeeDetails } from './attendee-contacts.js';
import { attendeeExportColumns } from './crm-event-export-columns.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';

/** The attendee grid's "Export .xlsx": every attendee of the event, as GET event/attendees/{id} lists them. */
@Controller('event')
@Roles('user')
export class EventAttendeesExportController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(GridExports) private readonly exports: GridExports,
  ) {}

  @Get('attendees/:id/export')
  @ExportDoc(z.object({}))
  async export(
    @Param('id', uuidParam) id: string,
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    const event = await findCrmEventById(this.db, id);
    if (!event) throw notFound('Event', id);
    await this.exports.sendRows(res, user, query, {
      name: 'attendees',
      sheetName: 'Attendees',
      columns: attendeeExportColumns,
      rows: await attendeeDetails(this.db, event),
    });
  }
}

import { Controller } from '@nestjs/common';
import {
  countAttachments,
  findAttachmentsByIds,
  parseAttachmentFilter,
  searchAttachments,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { attachmentSchema } from '@dealbook/contracts';
import { attachmentList, listQuery, pageQuery } from '../../platform/openapi/doc-parameters.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

const attachmentCollection = defineCollection({
  item: attachmentSchema,
  parseFilter: parseAttachmentFilter,
  search: searchAttachments,
  pageQuery: pageQuery(attachmentList),
  listQuery: listQuery(attachmentList),
  list: 'paged',
  count: { all: countAttachments },
  searchRoute: true,
  byIds: findAttachmentsByIds,
});

/** The attachment collection calls of spec §7.8; a parent's files are `search?companies=<id>`. */
@Controller('attachments')
@Roles('user')
export class AttachmentsController extends CollectionRoutes(attachmentCollection) {}

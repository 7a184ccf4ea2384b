import { Controller } from '@nestjs/common';
import { countNotes, parseNoteFilter, searchNotes } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { noteSchema } from '@dealbook/contracts';
import { listQuery, noteList } from '../../platform/openapi/doc-parameters.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

const noteCollection = defineCollection({
  item: noteSchema,
  parseFilter: parseNoteFilter,
  search: searchNotes,
  listQuery: listQuery(noteList),
  list: 'filtered',
  count: { filtered: countNotes },
  searchRoute: true,
});

/** The note collection calls of spec §7.8; `search?companies=<id>` lists a company's notes. */
@Controller('notes')
@Roles('user')
export class NotesController extends CollectionRoutes(noteCollection) {}

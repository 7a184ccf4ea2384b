import { Controller } from '@nestjs/common';
import {
  NoteLinkTypes,
  createNoteBodySchema,
  hasRole,
  namedLinkLists,
  noteSchema,
  refsOf,
  updateNoteBodySchema,
  type NoteActor,
  type SessionUser,
} from '@dealbook/contracts';
import { findNoteById } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { definedOnly } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { addNote } from './add-note.js';
import { editNote } from './edit-note.js';
import { noteDecider } from './note.decider.js';

const actorOf = (user: SessionUser): NoteActor => ({ id: user._id, isManager: hasRole(user.role, 'manager') });

/** One note (spec §7.8): its author edits it; the author or a manager deletes it. */
@Controller('note')
@Roles('user')
export class NoteController extends RecordRoutes({
  path: 'note',
  noun: 'Note',
  schema: noteSchema,
  find: findNoteById,
  create: {
    body: createNoteBodySchema,
    run: (deps, id, body, context) => {
      const { content, subject, pinned } = body;
      return addNote(deps, id, { content, subject, pinned }, refsOf(NoteLinkTypes, body), context);
    },
  },
  update: {
    errors: [403],
    body: updateNoteBodySchema,
    run: (deps, id, body, context, expectedVersion, user) => {
      const { content, subject, pinned } = body;
      const changes = definedOnly({ content, subject, pinned });
      const links = namedLinkLists(NoteLinkTypes, body);
      return editNote(deps, id, actorOf(user), changes, links, context, expectedVersion);
    },
  },
  remove: {
    errors: [403],
    run: (commands, noteId, options, user) =>
      commands.execute(noteDecider, { command: { type: 'DeleteNote', noteId, actor: actorOf(user) }, ...options }),
  },
}) {}

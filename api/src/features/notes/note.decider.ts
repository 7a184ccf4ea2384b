import {
  redactableFieldsOf,
  changedValues,
  NoteEvents,
  NoteLinkTypes,
  streamId,
  type NoteActor,
  type NoteCommand,
  type NoteEdited,
  type NoteEvent,
  type NoteFields,
  type NoteLinkType,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';
import {
  emptyLinks,
  linkChanges,
  rejectUnknownLinks,
  withLink,
  withoutLink,
  type LinkLists,
} from '../../kernel/event-sourcing/child-links.js';

export interface NoteState {
  exists: boolean;
  deleted: boolean;
  authorId: string | null;
  fields: NoteFields | null;
  links: LinkLists<NoteLinkType>;
}

type Changes = NoteEdited['data']['changes'];
const editableFields = ['content', 'subject', 'pinned'] as const;

/** Each note's events live on `note-<id>`. */
export const noteStreamId = (noteId: string) => streamId('note', noteId);

export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  events: NoteEvents,
  streamIdOf: (command) => noteStreamId(command.noteId),

  initialState: { exists: false, deleted: false, authorId: null, fields: null, links: emptyLinks(NoteLinkTypes) },

  evolve(state, event) {
    switch (event.type) {
      case 'NoteAdded':
        return { ...state, exists: true, authorId: event.data.authorId, fields: event.data.fields };
      case 'NoteEdited':
        return { ...state, fields: { ...state.fields!, ...changedValues(NoteEvents, event) } };
      case 'NoteLinked':
        return { ...state, links: withLink(state.links, event.data.to) };
      case 'NoteUnlinked':
        return { ...state, links: withoutLink(state.links, event.data.from) };
      case 'NoteDeleted':
        return { ...state, deleted: true };
      case 'NoteTextRedacted':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(NoteEvents, event) } };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddNote': {
        if (state.exists) throw new DomainError('conflict', `Note ${command.noteId} already exists`);
        requireContent(command.fields.content);
        rejectUnknownLinks(command.links, command.unknownLinks);
        const { noteId } = command;
        return [
          { type: 'NoteAdded', data: { noteId, authorId: command.authorId, fields: command.fields } },
          ...[...command.links].reverse().map((to) => ({ type: 'NoteLinked' as const, data: { noteId, to } })),
        ];
      }
      case 'EditNote': {
        const current = liveFields(state, command.noteId);
        // A note is its author's words: only they reword it (managers may remove it, not rewrite it).
        if (state.authorId !== command.actor.id) {
          throw new DomainError('forbidden', 'Only the author of a note may edit it');
        }
        const { noteId, changes } = command;
        if (changes.content !== undefined) requireContent(changes.content);
        const events: NoteEvent[] = [];
        const edited: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of editableFields) {
          const to = changes[field];
          if (to !== undefined && to !== current[field]) edited[field] = { from: current[field], to };
        }
        if (Object.keys(edited).length > 0)
          events.push({ type: 'NoteEdited', data: { noteId, changes: edited as Changes } });
        const { added, removed } = linkChanges(state.links, command.links);
        rejectUnknownLinks(added, command.unknownLinks);
        for (const from of removed) events.push({ type: 'NoteUnlinked', data: { noteId, from } });
        for (const to of added) events.push({ type: 'NoteLinked', data: { noteId, to } });
        return events;
      }
      case 'DeleteNote': {
        liveFields(state, command.noteId);
        if (!mayRemove(state, command.actor)) {
          throw new DomainError('forbidden', 'Only the author of a note or a manager may delete it');
        }
        return [{ type: 'NoteDeleted', data: { noteId: command.noteId } }];
      }
      case 'RedactText': {
        const texts = redactedTexts(
          state,
          'Note',
          command.noteId,
          redactableFieldsOf(NoteEvents.NoteTextRedacted),
          command.texts,
        );
        return [{ type: 'NoteTextRedacted', data: { noteId: command.noteId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function mayRemove(state: NoteState, actor: NoteActor): boolean {
  return actor.isManager || state.authorId === actor.id;
}

function liveFields(state: NoteState, noteId: string): NoteFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Note', noteId);
  return state.fields;
}

function requireContent(content: string): void {
  if (content.trim() === '')
    throw new DomainError('validation', 'content is required', { content: 'content is required' });
}

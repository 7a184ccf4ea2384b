import { describe, expect, it } from 'vitest';
import type { NoteCommand, NoteEvent, NoteFields, RecordRef } from '@dealbook/contracts';
import { noteDecider } from './note.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const noteId = '0193a000-0000-7000-8000-000000000201';
const author = '0193a000-0000-7000-8000-0000000000a1';
const other = '0193a000-0000-7000-8000-0000000000b2';
const acme = '0193a000-0000-7000-8000-0000000000c1';
const fields: NoteFields = { content: 'Met the finance director.', subject: '', pinned: false };
const added: NoteEvent = { type: 'NoteAdded', data: { noteId, authorId: author, fields } };

const given = deciderSpec(noteDecider);

const edit = (actorId: string, changes: Partial<NoteFields>, links = {}): NoteCommand => ({
  type: 'EditNote',
  noteId,
  actor: { id: actorId, isManager: false },
  changes,
  links,
  unknownLinks: [],
});

describe('note decider', () => {
  it('adds a note by its author with its links', () => {
    const events = given()
      .when({
        type: 'AddNote',
        noteId,
        authorId: author,
        fields,
        links: [{ type: 'company', id: acme }],
        unknownLinks: [],
      })
      .events();
    expect(events).toEqual([added, { type: 'NoteLinked', data: { noteId, to: { type: 'company', id: acme } } }]);
  });

  it('refuses empty content and links to records that do not exist', () => {
    const base = { type: 'AddNote' as const, noteId, authorId: author, links: [], unknownLinks: [] };
    expect(
      given()
        .when({ ...base, fields: { ...fields, content: '  ' } })
        .thenRefuses().code,
    ).toBe('validation');
    const missing: RecordRef = { type: 'company', id: acme };
    expect(
      given()
        .when({ ...base, fields, links: [missing], unknownLinks: [missing] })
        .thenRefuses().code,
    ).toBe('validation');
  });

  it('lets the author edit, and only the author', () => {
    given(added)
      .when(edit(author, { content: 'Met the CFO.', pinned: true }))
      .then([
        {
          type: 'NoteEdited',
          data: {
            noteId,
            changes: { content: { from: fields.content, to: 'Met the CFO.' }, pinned: { from: false, to: true } },
          },
        },
      ]);
    expect(
      given(added)
        .when(edit(other, { content: 'Rewritten' }))
        .thenRefuses().code,
    ).toBe('forbidden');
  });

  it('lets the author or a manager delete, nobody else', () => {
    given(added)
      .when({ type: 'DeleteNote', noteId, actor: { id: author, isManager: false } })
      .then([{ type: 'NoteDeleted', data: { noteId } }]);
    expect(
      given(added)
        .when({ type: 'DeleteNote', noteId, actor: { id: other, isManager: true } })
        .events(),
    ).toHaveLength(1);
    const error = given(added)
      .when({ type: 'DeleteNote', noteId, actor: { id: other, isManager: false } })
      .thenRefuses();
    expect(error.code).toBe('forbidden');
  });

  it('refuses to edit a deleted note', () => {
    const deleted: NoteEvent = { type: 'NoteDeleted', data: { noteId } };
    expect(
      given(added, deleted)
        .when(edit(author, { content: 'x' }))
        .thenRefuses().code,
    ).toBe('not_found');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { noteFieldsSchema, type NoteEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { noteProjection } from './note.projection.js';

/**
 * What the notes read model holds after a note's events: its author (only they may edit it), the
 * pinned column the parents' lists put first following edits, each parent's list gaining and
 * losing the note's link, replays changing nothing, and no row once it is deleted.
 */
const database = useReadModelDatabase('note_projection');

const added = (noteId: string, authorId: string | null): NoteEvent => ({
  type: 'NoteAdded',
  data: { noteId, authorId, fields: noteFieldsSchema.parse({ content: 'Met the founder', subject: 'Meeting' }) },
});

async function noteRow(noteId: string) {
  return database()
    .selectFrom('notes')
    .select(['version', 'doc', 'pinned', 'linked_at'])
    .where('id', '=', noteId)
    .executeTakeFirst();
}

describe('notes projection', () => {
  it('keeps the author and the pinned column through edits, and a replay brings no older text back', async () => {
    const noteId = randomUUID();
    const author = randomUUID();
    const spec = projectionSpec(database(), noteProjection);
    await spec.given(`note-${noteId}`, added(noteId, author));
    expect(await noteRow(noteId)).toMatchObject({
      version: 1,
      pinned: false,
      doc: { content: 'Met the founder', subject: 'Meeting', authorId: author, companies: [], events: [] },
    });

    await spec.given(
      `note-${noteId}`,
      { type: 'NoteEdited', data: { noteId, changes: { pinned: { from: false, to: true } } } },
      {
        type: 'NoteEdited',
        data: { noteId, changes: { content: { from: 'Met the founder', to: 'Met both founders' } } },
      },
    );
    const edited = await noteRow(noteId);
    expect(edited).toMatchObject({
      version: 3,
      pinned: true,
      doc: { content: 'Met both founders', subject: 'Meeting', authorId: author },
    });
    await spec.replayAll();
    expect(await noteRow(noteId)).toEqual(edited);
  });

  it('gains and loses parents by link and unlink', async () => {
    const noteId = randomUUID();
    const [contact, purchase] = [randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), noteProjection);
    await spec.given(
      `note-${noteId}`,
      added(noteId, null),
      { type: 'NoteLinked', data: { noteId, to: { type: 'contact', id: contact } } },
      { type: 'NoteLinked', data: { noteId, to: { type: 'purchase', id: purchase } } },
      { type: 'NoteUnlinked', data: { noteId, from: { type: 'contact', id: contact } } },
    );
    const row = await noteRow(noteId);
    expect(row?.doc).toMatchObject({ contacts: [], purchases: [purchase] });
    expect(Object.keys(row?.linked_at ?? {})).toEqual([purchase]);
  });

  it('removes a deleted note, and it stays gone on replay', async () => {
    const noteId = randomUUID();
    const spec = projectionSpec(database(), noteProjection);
    await spec.given(`note-${noteId}`, added(noteId, null), { type: 'NoteDeleted', data: { noteId } });
    expect(await noteRow(noteId)).toBeUndefined();
    await spec.replayAll();
    expect(await noteRow(noteId)).toBeUndefined();
  });
});

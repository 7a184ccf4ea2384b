import { ErasedPersonName } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import {
  firstKeys,
  newPersonalKey,
  openPayload,
  sealedSubjects,
  sealPayload,
  SealedPartsKey,
  subjectsToSeal,
} from './sealed-parts.js';

const survivor = 'contact-11111111-1111-4111-8111-111111111111';
const mergedAway = 'contact-22222222-2222-4222-8222-222222222222';
const merge = {
  contactId: survivor.slice('contact-'.length),
  merged: { id: mergedAway.slice('contact-'.length), name: 'Ann Merged' },
  mergeId: 'm1',
  changes: { email: { from: 'old@example.org', to: 'ann@example.org' } },
  moved: [],
};

describe('sealed parts of a payload (issue 37)', () => {
  const ring = new Map([
    [survivor, firstKeys(newPersonalKey())],
    [mergedAway, firstKeys(newPersonalKey())],
  ]);

  it("names each person whose key sealing needs: the stream's own and the one a merge names", () => {
    expect(subjectsToSeal('ContactMerged', merge, survivor).sort()).toEqual([survivor, mergedAway].sort());
    expect(subjectsToSeal('CompanyRegistered', { companyName: 'Acme' }, 'company-1')).toEqual([]);
  });

  it('takes every personal part out of the clear payload and puts it back on opening', () => {
    const sealed = sealPayload('ContactMerged', merge, survivor, ring) as Record<string, unknown>;
    const text = JSON.stringify(sealed);
    expect(text).not.toContain('Ann Merged');
    expect(text).not.toContain('ann@example.org');
    expect(sealed).toMatchObject({ contactId: merge.contactId, merged: { id: merge.merged.id }, mergeId: 'm1' });
    expect(
      sealedSubjects(sealed)
        .map(({ subject }) => subject)
        .sort(),
    ).toEqual([survivor, mergedAway].sort());
    expect(openPayload('ContactMerged', sealed, ring)).toEqual(merge);
    // The caller's payload is left as it was.
    expect(merge.merged.name).toBe('Ann Merged');
  });

  it("reads an erased person's parts as erased, and only theirs", () => {
    const sealed = sealPayload('ContactMerged', merge, survivor, ring);
    const opened = openPayload('ContactMerged', sealed, new Map([...ring, [mergedAway, null]]));
    expect(opened).toEqual({ ...merge, merged: { id: merge.merged.id, name: ErasedPersonName } });
  });

  it("writes an erased person's parts as erased, never in clear", () => {
    const sealed = sealPayload('ContactMerged', merge, survivor, new Map([...ring, [survivor, null]]));
    expect(JSON.stringify(sealed)).not.toContain('ann@example.org');
    expect(openPayload('ContactMerged', sealed, ring)).toEqual({ ...merge, changes: {} });
  });

  it('refuses a box that was altered or moved to another person', () => {
    const sealed = sealPayload('ContactDeleted', { contactId: 'x', fullName: 'Ann Lee' }, survivor, ring) as Record<
      string,
      { subject: string; paths: string[]; sealed: string }[]
    >;
    const [box] = sealed[SealedPartsKey]!;
    const altered = { ...sealed, [SealedPartsKey]: [{ ...box!, sealed: `${box!.sealed.slice(0, -4)}AAAA` }] };
    expect(() => openPayload('ContactDeleted', altered, ring)).toThrow();
    const moved = { ...sealed, [SealedPartsKey]: [{ ...box!, subject: mergedAway }] };
    expect(() => openPayload('ContactDeleted', moved, ring)).toThrow();
  });

  it('marks as sealed a payload whose parts hold nothing (an empty text, an edit of something else), with no box and no key', () => {
    const note = 'note-44444444-4444-4444-8444-444444444444';
    const pinned = { noteId: 'n', changes: { pinned: { from: false, to: true } } };
    expect(subjectsToSeal('NoteEdited', pinned, note)).toEqual([]);
    const sealed = sealPayload('NoteEdited', pinned, note, new Map());
    expect(sealed).toEqual({ ...pinned, [SealedPartsKey]: [] });
    expect(openPayload('NoteEdited', sealed, new Map())).toEqual(pinned);
    const empty = { noteId: 'n', authorId: null, fields: { subject: '', content: 'x', pinned: false } };
    expect(
      sealedSubjects(sealPayload('NoteAdded', empty, note, new Map([[note, firstKeys(newPersonalKey())]]))),
    ).toEqual([{ subject: note, generation: 0 }]);
    expect(
      subjectsToSeal('CompanyRegistered', { companyId: 'c', fields: { investmentNotes: '' } }, 'company-1'),
    ).toEqual([]);
  });

  it('leaves payloads written before sealing, and types without personal data, as they are', () => {
    const plain = { contactId: 'x', fullName: 'Ann Lee' };
    expect(openPayload('ContactDeleted', plain, ring)).toBe(plain);
    const moved = { taskId: 't', from: 1, to: 2 };
    expect(sealPayload('TaskStatusChanged', moved, 'task-1', ring)).toBe(moved);
  });

  it('seals with the next generation while a rotation is under way, and reads the rotated-away one as redacted', () => {
    const note = 'note-33333333-3333-4333-8333-333333333333';
    const first = firstKeys(newPersonalKey());
    const added = { noteId: 'n', authorId: null, fields: { subject: 'Fair', content: 'Met Ann Lee', pinned: false } };
    const before = sealPayload('NoteAdded', added, note, new Map([[note, first]]));
    const rotating = { ...first, next: newPersonalKey() };
    const texts = { noteId: 'n', texts: { subject: 'Fair', content: 'Met [redacted]' } };
    const redaction = sealPayload('NoteTextRedacted', texts, note, new Map([[note, rotating]]));
    expect(sealedSubjects(redaction)).toEqual([{ subject: note, generation: 1 }]);
    // Both open while the rotation is under way: nothing is lost if it stops half-way.
    expect(openPayload('NoteAdded', before, new Map([[note, rotating]]))).toEqual(added);
    expect(openPayload('NoteTextRedacted', redaction, new Map([[note, rotating]]))).toEqual(texts);
    const rotated = new Map([[note, { current: rotating.next, generation: 1 }]]);
    expect(openPayload('NoteTextRedacted', redaction, rotated)).toEqual(texts);
    expect(openPayload('NoteAdded', before, rotated)).toEqual({
      ...added,
      fields: { ...added.fields, subject: '[redacted]', content: '[redacted]' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  notSubmittedReview,
  type AttachmentCommand,
  type AttachmentEvent,
  type ChangeAttachmentClientReview,
  type ClientReview,
  type RecordRef,
} from '@dealbook/contracts';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';
import { attachmentDecider } from './attachment.decider.js';
import { attachmentStorageKey } from './upload-attachment.js';

const id = '0193a000-0000-7000-8000-0000000000a1';
const project = '0193a000-0000-7000-8000-0000000000b1';
const otherProject = '0193a000-0000-7000-8000-0000000000b2';
const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T09:00:00.000Z';

const uploaded = (links: RecordRef[]): AttachmentEvent => ({
  type: 'AttachmentUploaded',
  data: {
    attachmentId: id,
    fileName: 'Teaser.pdf',
    description: '',
    contentType: 'application/pdf',
    size: 900,
    storageKey: attachmentStorageKey(id),
    uploadedBy: null,
    links,
  },
});
const inProject = uploaded([{ type: 'project', id: project }]);
const change = (action: ChangeAttachmentClientReview['action'], extra: Partial<ChangeAttachmentClientReview> = {}) =>
  ({
    type: 'ChangeAttachmentClientReview',
    attachmentId: id,
    action,
    projectId: null,
    note: '',
    at,
    ...extra,
  }) as const;

const spec = deciderSpec(attachmentDecider);
/** The events of each command in turn, each decided on the state the earlier ones left. */
function run(history: AttachmentEvent[], ...commands: AttachmentCommand[]): AttachmentEvent[] {
  const events = [...history];
  for (const command of commands)
    events.push(
      ...spec(...events)
        .when(command)
        .events(),
    );
  return events;
}
const reviewAfter = (events: AttachmentEvent[]): ClientReview => spec(...events).state.clientReview;

describe('attachment decider: the client review', () => {
  it('shares a document with its only project’s client, and submits it as round 1', () => {
    const shared = run([inProject], change('share', { note: 'For reading' }));
    expect(shared.at(-1)).toEqual({
      type: 'AttachmentClientReviewChanged',
      data: {
        attachmentId: id,
        projectId: project,
        from: notSubmittedReview,
        to: { ...notSubmittedReview, state: 'shared', submittedAt: at, note: 'For reading' },
      },
    });
    expect(spec(...shared).state.clientProjectId).toBe(project);
    const submitted = run(shared, change('submit', { at: later }));
    expect(reviewAfter(submitted)).toMatchObject({ state: 'awaiting', round: 1, submittedAt: later, note: '' });
  });

  it('needs the project linked: none, several unnamed, or an unlinked one is a 400 naming project', () => {
    for (const [history, command] of [
      [[uploaded([])], change('submit')],
      [
        [
          uploaded([
            { type: 'project', id: project },
            { type: 'project', id: otherProject },
          ]),
        ],
        change('submit'),
      ],
      [[inProject], change('submit', { projectId: otherProject })],
    ] as const) {
      const error = spec(...history)
        .when(command)
        .thenRefuses();
      expect(error.code).toBe('validation');
      expect(error.details).toHaveProperty('project');
    }
    const both = uploaded([
      { type: 'project', id: project },
      { type: 'project', id: otherProject },
    ]);
    const named = run([both], change('submit', { projectId: otherProject }));
    expect(spec(...named).state.clientProjectId).toBe(otherProject);
    // With one client at a time: naming the other project while it is with this one is refused.
    expect(
      spec(...named)
        .when(change('withdraw', { projectId: project }))
        .thenRefuses().details,
    ).toHaveProperty('project');
  });

  it('refuses the same action twice, in words (409)', () => {
    const shared = run([inProject], change('share'));
    expect(
      spec(...shared)
        .when(change('share'))
        .thenRefuses().message,
    ).toMatch(/already shared/);
    const awaiting = run(shared, change('submit'));
    expect(
      spec(...awaiting)
        .when(change('submit'))
        .thenRefuses().message,
    ).toMatch(/already awaiting/);
    const withdrawn = run(awaiting, change('withdraw'));
    expect(spec(...withdrawn).state).toMatchObject({ clientProjectId: null, clientReview: { state: 'notSubmitted' } });
    const error = spec(...withdrawn)
      .when(change('withdraw'))
      .thenRefuses();
    expect([error.code, error.message]).toEqual([
      'conflict',
      'The document cannot be withdrawn: it is not shared with the client',
    ]);
  });

  it('records the client’s decision only while it awaits one; an approved document stays approved', () => {
    const decide = (decision: 'approved' | 'rejected') =>
      ({ type: 'DecideAttachmentApproval', attachmentId: id, decision, comment: 'Fine', at: later }) as const;
    spec(inProject).when(decide('approved')).thenRefuses({ code: 'conflict' });
    const shared = run([inProject], change('share'));
    expect(
      spec(...shared)
        .when(decide('approved'))
        .thenRefuses().code,
    ).toBe('conflict');
    const approved = run(shared, change('submit'), decide('approved'));
    expect(approved.at(-1)).toMatchObject({
      type: 'AttachmentApprovalDecided',
      data: { projectId: project, to: { state: 'approved', decidedAt: later, comment: 'Fine', round: 1 } },
    });
    expect(
      spec(...approved)
        .when(decide('rejected'))
        .thenRefuses().code,
    ).toBe('conflict');
    for (const action of ['withdraw', 'submit', 'share'] as const) {
      expect(
        spec(...approved)
          .when(change(action))
          .thenRefuses().code,
      ).toBe('conflict');
    }
  });

  it('resubmits a rejected document as the next file version and round, under its own key', () => {
    const rejected = run([inProject], change('submit'), {
      type: 'DecideAttachmentApproval',
      attachmentId: id,
      decision: 'rejected',
      comment: 'Too long',
      at,
    });
    const resubmit = {
      type: 'ResubmitAttachment' as const,
      attachmentId: id,
      fileName: 'Teaser v2.pdf',
      contentType: 'application/pdf',
      size: 700,
      storageKey: attachmentStorageKey(id, 2),
      note: 'Shorter',
      at: later,
    };
    const events = run(rejected, resubmit);
    expect(events.at(-1)).toMatchObject({
      type: 'AttachmentResubmitted',
      data: { fileVersion: 2, storageKey: resubmit.storageKey, to: { state: 'awaiting', round: 2, comment: '' } },
    });
    expect(spec(...events).state).toMatchObject({
      fileVersion: 2,
      fileName: 'Teaser v2.pdf',
      storageKey: resubmit.storageKey,
    });
    expect(attachmentStorageKey(id)).toBe(`attachments/${id}`);
    // Each upload of a later version has a key of its own: racing resubmissions never share a file.
    expect(resubmit.storageKey).toMatch(new RegExp(`^attachments/${id}-v2-[0-9a-f]{12}$`));
    expect(attachmentStorageKey(id, 2)).not.toBe(resubmit.storageKey);
    // Internal or only shared: nothing to resubmit. An empty file is refused as at upload.
    spec(inProject).when(resubmit).thenRefuses({ code: 'conflict' });
    expect(
      spec(...run([inProject], change('share')))
        .when(resubmit)
        .thenRefuses().code,
    ).toBe('conflict');
    expect(
      spec(...rejected)
        .when({ ...resubmit, size: 0 })
        .thenRefuses().details,
    ).toEqual({ file: 'is empty' });
  });

  it('keeps the project the client sees it through linked until it is withdrawn', () => {
    const unlink = {
      type: 'UpdateAttachment' as const,
      attachmentId: id,
      links: { project: [] },
      unknownLinks: [],
    };
    const shared = run([inProject], change('share'));
    expect(
      spec(...shared)
        .when(unlink)
        .thenRefuses().message,
    ).toContain('withdraw it from the client');
    const withdrawn = run(shared, change('withdraw'));
    spec(...withdrawn)
      .when(unlink)
      .then([{ type: 'AttachmentUnlinked', data: { attachmentId: id, from: { type: 'project', id: project } } }]);
  });

  it('refuses every review command on a deleted attachment (404)', () => {
    const deleted: AttachmentEvent = {
      type: 'AttachmentDeleted',
      data: { attachmentId: id, fileName: 'Teaser.pdf', storageKey: attachmentStorageKey(id) },
    };
    spec(inProject, deleted).when(change('share')).thenRefuses({ code: 'not_found' });
  });
});

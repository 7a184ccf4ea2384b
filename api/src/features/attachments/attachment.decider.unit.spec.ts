import { describe, expect, it } from 'vitest';
import type { AttachmentCommand, AttachmentEvent, AttachmentUploaded } from '@dealbook/contracts';
import { attachmentDecider } from './attachment.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const id = '0193a000-0000-7000-8000-0000000000a1';
const company = '0193a000-0000-7000-8000-0000000000c1';
const otherCompany = '0193a000-0000-7000-8000-0000000000c2';
const event = '0193a000-0000-7000-8000-0000000000e1';

const uploaded: AttachmentUploaded = {
  type: 'AttachmentUploaded',
  data: {
    attachmentId: id,
    fileName: 'board-pack.pdf',
    description: 'Q3 board pack',
    contentType: 'application/pdf',
    size: 1024,
    storageKey: `attachments/${id}`,
    uploadedBy: null,
    links: [{ type: 'company', id: company }],
  },
};
const deleted: AttachmentEvent = {
  type: 'AttachmentDeleted',
  data: { attachmentId: id, fileName: 'board-pack.pdf', storageKey: `attachments/${id}` },
};

const spec = deciderSpec(attachmentDecider);
const given = (events: AttachmentEvent[], command: AttachmentCommand) => spec(...events).when(command);

describe('attachment decider', () => {
  it('records an upload with its links', () => {
    const { links: _links, ...file } = uploaded.data;
    const run = given([], {
      type: 'UploadAttachment',
      ...file,
      links: { company: [company] },
      unknownLinks: [],
    });
    run.then([uploaded]);
  });

  it('refuses an empty file and a second upload on the same id', () => {
    const upload = {
      type: 'UploadAttachment' as const,
      attachmentId: id,
      fileName: 'a.txt',
      description: '',
      contentType: 'text/plain',
      size: 0,
      storageKey: `attachments/${id}`,
      uploadedBy: null,
      links: {},
      unknownLinks: [],
    };
    given([], upload).thenRefuses({ code: 'validation' });
    given([uploaded], { ...upload, size: 3 }).thenRefuses({ code: 'conflict' });
  });

  it('renames and describes, recording only what changed', () => {
    expect(
      given([uploaded], {
        type: 'UpdateAttachment',
        attachmentId: id,
        fileName: 'board-pack-final.pdf',
        description: 'Q3 board pack',
        links: {},
        unknownLinks: [],
      }).events(),
    ).toEqual([
      { type: 'AttachmentRenamed', data: { attachmentId: id, from: 'board-pack.pdf', to: 'board-pack-final.pdf' } },
    ]);
  });

  it('turns a replaced link list into unlink and link events, leaving other types alone', () => {
    expect(
      given([uploaded], {
        type: 'UpdateAttachment',
        attachmentId: id,
        links: { company: [otherCompany], event: [event] },
        unknownLinks: [],
      }).events(),
    ).toEqual([
      { type: 'AttachmentUnlinked', data: { attachmentId: id, from: { type: 'company', id: company } } },
      { type: 'AttachmentLinked', data: { attachmentId: id, to: { type: 'company', id: otherCompany } } },
      { type: 'AttachmentLinked', data: { attachmentId: id, to: { type: 'event', id: event } } },
    ]);
    expect(
      given([uploaded], {
        type: 'UpdateAttachment',
        attachmentId: id,
        links: { company: [company] },
        unknownLinks: [],
      }).events(),
    ).toEqual([]);
  });

  it('refuses to link a record that does not exist, on upload and when a change adds the link', () => {
    const { links: _links, ...file } = uploaded.data;
    const missing = { type: 'company' as const, id: otherCompany };
    const upload = given([], {
      type: 'UploadAttachment',
      ...file,
      links: { company: [otherCompany] },
      unknownLinks: [missing],
    }).thenRefuses();
    expect(upload.code).toBe('validation');
    expect(upload.details).toHaveProperty('companies');
    const update = given([uploaded], {
      type: 'UpdateAttachment',
      attachmentId: id,
      links: { company: [company, otherCompany] },
      unknownLinks: [missing],
    }).thenRefuses();
    expect(update.code).toBe('validation');
  });

  it('deletes once, naming the stored file so it can be removed', () => {
    given([uploaded], { type: 'DeleteAttachment', attachmentId: id }).then([deleted]);
    expect(given([uploaded, deleted], { type: 'DeleteAttachment', attachmentId: id }).thenRefuses().code).toBe(
      'not_found',
    );
    expect(
      given([], { type: 'UpdateAttachment', attachmentId: id, links: {}, unknownLinks: [] }).thenRefuses().code,
    ).toBe('not_found');
  });

  describe('buyer access (issue 38)', () => {
    const project = '0193a000-0000-7000-8000-0000000000b1';
    const onProject: AttachmentEvent = {
      type: 'AttachmentLinked',
      data: { attachmentId: id, to: { type: 'project', id: project } },
    };
    const update = (changes: Partial<Extract<AttachmentCommand, { type: 'UpdateAttachment' }>>) =>
      ({ type: 'UpdateAttachment', attachmentId: id, links: {}, unknownLinks: [], ...changes }) as AttachmentCommand;
    const marked: AttachmentEvent = {
      type: 'AttachmentBuyerAccessChanged',
      data: { attachmentId: id, from: 'none', to: 'nda' },
    };

    it("marks a project's document for buyers, and unmarks it", () => {
      given([uploaded, onProject], update({ buyerAccess: 'nda' })).then([marked]);
      given([uploaded, onProject, marked], update({ buyerAccess: 'nda' })).then([]);
      given([uploaded, onProject, marked], update({ buyerAccess: 'none' })).then([
        { type: 'AttachmentBuyerAccessChanged', data: { attachmentId: id, from: 'nda', to: 'none' } },
      ]);
    });

    it('marks a document linked to its project in the same update', () => {
      given([uploaded], update({ buyerAccess: 'teaser', links: { project: [project] } })).then([
        onProject,
        { type: 'AttachmentBuyerAccessChanged', data: { attachmentId: id, from: 'none', to: 'teaser' } },
      ]);
    });

    it('refuses a buyer document without a project, and unlinking the last project of one', () => {
      const refused = given([uploaded], update({ buyerAccess: 'teaser' })).thenRefuses({ code: 'conflict' });
      expect(refused.message).toContain('link the document to its project first');
      const unlinking = given([uploaded, onProject, marked], update({ links: { project: [] } })).thenRefuses({
        code: 'conflict',
      });
      expect(unlinking.message).toContain('set its buyer access to none');
      given([uploaded, onProject, marked], update({ buyerAccess: 'none', links: { project: [] } })).then([
        { type: 'AttachmentUnlinked', data: { attachmentId: id, from: { type: 'project', id: project } } },
        { type: 'AttachmentBuyerAccessChanged', data: { attachmentId: id, from: 'nda', to: 'none' } },
      ]);
    });
  });
});

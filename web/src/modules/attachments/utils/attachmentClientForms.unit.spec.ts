// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { attachmentClientFormSchema, resubmitFormSchema } from './attachmentClientForms.js';

describe('the attachment client forms', () => {
  it('sends the action with the trimmed note', () => {
    const project = '0193a2b4-0000-7000-8000-000000000001';
    expect(attachmentClientFormSchema('share', project).parse({ note: ' For your reading ' })).toEqual({
      action: 'share',
      note: 'For your reading',
      project,
    });
  });
  it('asks for a new version that is not empty', () => {
    const none = resubmitFormSchema.safeParse({ file: null, note: '' });
    expect(none.error?.issues.map((issue) => issue.message)).toEqual(['Choose the new version to upload']);
    const empty = resubmitFormSchema.safeParse({ file: new File([], 'Teaser.pdf'), note: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      'That document is empty; choose the new version',
    ]);
    const file = new File(['%PDF'], 'Teaser v2.pdf');
    expect(resubmitFormSchema.parse({ file, note: ' Fixed the figures ' })).toEqual({
      file,
      note: 'Fixed the figures',
    });
  });
});

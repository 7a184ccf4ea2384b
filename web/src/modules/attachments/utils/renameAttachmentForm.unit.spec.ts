import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import {
  renameAttachmentFieldLabels,
  renameAttachmentFormSchema,
  type RenameAttachmentFormValues,
} from './renameAttachmentForm.js';

const check = (values: RenameAttachmentFormValues) =>
  checkForm(renameAttachmentFormSchema, renameAttachmentFieldLabels, values);

describe('renameAttachmentFormSchema', () => {
  it('sends the name and description trimmed', async () => {
    expect(await check({ fileName: ' brief.pdf ', description: ' v2 ' })).toEqual({
      ok: true,
      output: { fileName: 'brief.pdf', description: 'v2' },
    });
  });

  it('says a blank name in its label', async () => {
    expect(await check({ fileName: '  ', description: '' })).toEqual({
      ok: false,
      errors: { fileName: 'File name is required' },
    });
  });
});

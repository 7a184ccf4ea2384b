import {
  attachmentClientBodySchema,
  resubmitAttachmentFieldsSchema,
  type AttachmentClientAction,
} from '@dealbook/contracts';
import { z } from 'zod';
import { formSchema } from '../../forms/utils/formSchema.js';

export interface AttachmentNoteValues {
  note: string;
}

export const attachmentNoteLabels = { note: 'Note to the client' } as const;

export const attachmentNoteValues: AttachmentNoteValues = { note: '' };

/** Each action in the team's words: the menu item, the dialog's button and the toast. */
export const attachmentClientActionWords: Record<AttachmentClientAction, { label: string; done: string }> = {
  share: { label: 'Share with client', done: 'shared with the client' },
  submit: { label: 'Submit for client approval', done: 'submitted for client approval' },
  withdraw: { label: 'Withdraw from client', done: 'withdrawn from the client' },
};

/** The body of POST /api/attachment/{id}/client for one action and project, checked by the server's schema. */
export const attachmentClientFormSchema = (action: AttachmentClientAction, project: string) =>
  formSchema((values: AttachmentNoteValues) => ({ action, ...values, project }), attachmentClientBodySchema);

export interface ResubmitValues {
  file: File | null;
  note: string;
}

export const resubmitLabels = { file: 'New version', note: 'Note to the client' } as const;

export const resubmitValues: ResubmitValues = { file: null, note: '' };

/**
 * The new version and the note of POST /api/attachment/{id}/resubmit (the server names its size
 * limit). The messages avoid the word "file": it is the field's name, which messages are said in
 * the field's label.
 */
export const resubmitFormSchema = formSchema(
  (values: ResubmitValues, problems) => {
    if (values.file?.size === 0) problems.add('file', 'That document is empty; choose the new version');
    return values;
  },
  z.object({
    file: z.custom<File>((value) => value instanceof File, 'Choose the new version to upload'),
    note: resubmitAttachmentFieldsSchema.shape.note,
  }),
);

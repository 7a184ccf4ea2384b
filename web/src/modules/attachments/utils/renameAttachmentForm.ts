import { updateAttachmentBodySchema, type Attachment } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** What the rename dialog edits. */
export interface RenameAttachmentFormValues {
  fileName: string;
  description: string;
}

/** The dialog's fields as they are labelled. */
export const renameAttachmentFieldLabels = {
  fileName: 'File name',
  description: 'Description',
} as const satisfies Record<keyof RenameAttachmentFormValues, string>;

export const renameAttachmentFormValues = ({ fileName, description }: Attachment): RenameAttachmentFormValues => ({
  fileName,
  description,
});

/** The body of PUT /api/attachment/{id} (name and description, trimmed), checked by the server's own schema. */
export const renameAttachmentFormSchema = formSchema(
  (values: RenameAttachmentFormValues) => values,
  updateAttachmentBodySchema.pick({ fileName: true, description: true }).required(),
);

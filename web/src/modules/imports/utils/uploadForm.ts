import { ImportFileFormats, ImportKinds, type ImportKind } from '@dealbook/contracts';
import { z } from 'zod';
import { formSchema } from '../../forms/utils/formSchema.js';

/**
 * The new import's inputs: what the file holds ('' until chosen) and the file. Not named `file`:
 * messages are relabelled by field name, and "file" is a word they use.
 */
export interface UploadFormValues {
  kind: ImportKind | '';
  spreadsheet: File | null;
}

export const uploadFieldLabels = {
  kind: 'What the file holds',
  spreadsheet: 'File to import',
} as const satisfies Record<keyof UploadFormValues, string>;

export const uploadFormValues = (): UploadFormValues => ({ kind: '', spreadsheet: null });

/** What the file input offers; the server reads the content, this only keeps other files out of the picker. */
export const acceptedFileTypes = ImportFileFormats.map((format) => `.${format}`).join(',');

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

export function isImportableFile(name: string): boolean {
  return (ImportFileFormats as readonly string[]).includes(extensionOf(name));
}

const uploadSchema = z.object({
  kind: z.enum(ImportKinds, 'Choose what the file holds'),
  spreadsheet: z
    .custom<File>((value) => value instanceof File, 'Choose a file, or drop one here')
    .refine((file) => isImportableFile(file.name), 'Choose an Excel workbook (.xlsx) or a CSV file (.csv)')
    .refine((file) => file.size > 0, 'The file is empty'),
});

export const uploadFormSchema = formSchema((values: UploadFormValues) => values, uploadSchema);

import { createContext } from 'react';
import type { FieldLabels } from '../utils/labelledMessage.js';

export interface FormFieldContext {
  /** A field's input gets the id `${idPrefix}-${name}`, which its label, messages and focus use. */
  idPrefix: string;
  labels: FieldLabels;
  /** A field whose input keeps an id of its own ("task-due" for dueDate). */
  ids?: Readonly<Partial<Record<string, string>>>;
}

export const FormFieldContext = createContext<FormFieldContext>({ idPrefix: 'form', labels: {} });

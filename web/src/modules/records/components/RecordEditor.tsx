import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useRecordEditor, type RecordEditorOptions } from '../hooks/useRecordEditor.js';
import { ConflictDialog } from './ConflictDialog.js';
import { EditorNotice } from './EditorNotice.js';

/** What every record form (CompanyForm, ContactForm …) takes, for create and edit alike. */
export interface RecordFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  cycle: SaveCycle;
  submitLabel: string;
  onCancel: () => void;
  notice?: ReactNode;
}

export interface RecordEditorProps<
  R extends { _id: string; version: number },
  Values extends FieldValues,
  Output extends Body,
  Body,
  Changes extends object,
> extends RecordEditorOptions<R, Values, Output, Body, Changes> {
  /** The record type's form, shown with the save cycle and the notices above its sections. */
  Form: ComponentType<RecordFormProps<Values, Output>>;
}

/**
 * The edit page of any record: its form on the versioned save cycle (If-Match, a 409 opens the
 * one conflict dialog and the person decides), who else is editing it, and what changed elsewhere.
 */
export function RecordEditor<
  R extends { _id: string; version: number },
  Values extends FieldValues,
  Output extends Body,
  Body,
  Changes extends object,
>({ Form, ...options }: RecordEditorProps<R, Values, Output, Body, Changes>) {
  const editor = useRecordEditor(options);
  const { noun, deleted = false } = options;
  return (
    <>
      <Form
        form={options.form}
        cycle={editor.cycle}
        submitLabel="Save changes"
        onCancel={editor.cancel}
        notice={
          <EditorNotice
            room={editor.room}
            noun={noun}
            changedElsewhere={editor.changedElsewhere}
            deleted={deleted}
            theirChanges={editor.theirChanges}
            onReload={editor.reloadTheirs}
          />
        }
      />
      <ConflictDialog
        noun={noun}
        isOpen={editor.cycle.conflict}
        theirChanges={editor.theirChanges}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.cycle.keepEditing}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { SaveCycle } from '../hooks/useSaveCycle.js';
import { FormFieldContext } from '../hooks/formFieldContext.js';
import type { FieldLabels } from '../utils/labelledMessage.js';
import { Notice } from '../../ui/components/Notice.js';

export interface SchemaFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  cycle: Pick<SaveCycle, 'submit'>;
  /** Field ids are `${idPrefix}-${name}` ("company-companyName"). */
  idPrefix: string;
  labels: FieldLabels;
  /** Ids of fields that do not follow `${idPrefix}-${name}`. */
  ids?: Readonly<Partial<Record<string, string>>>;
  /** The form's accessible name ("Contact", "New task"). */
  label?: string;
  className?: string;
  id?: string;
  children: ReactNode;
}

/**
 * The one form element: its fields (Form…Field components) read the form from context (a picker
 * keeps Enter and unpicked text from submitting it: PickerKeys), and a problem that belongs to no field is shown above
 * them. A dialog passes `id` and points its footer's submit button at it with `form=`.
 */
export function SchemaForm<Values extends FieldValues, Output>({
  form,
  cycle,
  idPrefix,
  labels,
  ids,
  label,
  className,
  id,
  children,
}: SchemaFormProps<Values, Output>) {
  const problem = form.formState.errors.root?.server?.message;
  return (
    <FormProvider {...form}>
      <FormFieldContext value={{ idPrefix, labels, ids }}>
        <form
          id={id}
          className={className}
          aria-label={label}
          onSubmit={(event) => void cycle.submit(event)}
          noValidate
        >
          {problem && <Notice intent="danger">{problem}</Notice>}
          {children}
        </form>
      </FormFieldContext>
    </FormProvider>
  );
}

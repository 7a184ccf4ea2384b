import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError, isVersionConflict } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { labelledMessage, type FieldLabels } from '../utils/labelledMessage.js';
import { showServerErrors } from '../utils/serverErrors.js';

/** What `save` throws when the person decided not to save after all (a duplicate warning): no toast. */
export const saveDeclined = Symbol('save declined');

/** What `save` answers when the form holds no change: no request, no toast, straight to `onSaved`. */
export const nothingToSave = Symbol('nothing to save');

export interface SaveCycleOptions<Values extends FieldValues, Output, Result> {
  form: UseFormReturn<Values, unknown, Output>;
  labels: FieldLabels;
  /** Sends what the schema made of the values, or says there is nothing to send (an edit that changed nothing). */
  save: (output: Output) => Promise<Result> | typeof nothingToSave;
  /** The toast when it was saved ("Company created"), or what it says of the saved record. */
  savedMessage: string | ((result: Result) => string);
  /** The toast's title when it was not ("The company could not be created"). */
  failedMessage: string;
  /** After a save (or when there was nothing to save): close the dialog, go to the record … */
  onSaved?: (result: Result | undefined) => void;
}

/**
 * The one save cycle of every form and dialog: the schema's messages stop a bad submit before it
 * is sent; then a 400 puts the server's messages on the fields, a version conflict (someone saved
 * a newer version meanwhile) opens the conflict choice, anything else — a 409 refusal too — is a
 * toast with the server's message; success is a toast too.
 * `saving` lasts while the request runs, so the submit button shows it and cannot send twice.
 */
export function useSaveCycle<Values extends FieldValues, Output, Result>({
  form,
  labels,
  save,
  savedMessage,
  failedMessage,
  onSaved,
}: SaveCycleOptions<Values, Output, Result>) {
  const [conflict, setConflict] = useState(false);

  const submit = form.handleSubmit(async (output) => {
    const sending = save(output);
    if (sending === nothingToSave) {
      onSaved?.(undefined);
      return;
    }
    let result: Result;
    try {
      result = await sending;
    } catch (error) {
      if (error === saveDeclined) return;
      if (isVersionConflict(error)) {
        setConflict(true);
        return;
      }
      if (isApiError(error, 400)) showServerErrors(form, error.details, labels);
      // The server names fields by their properties ("tick NDA sent (sentNDA) too"): said in the form's labels.
      toastError(failedMessage, labelledMessage(errorMessage(error), labels));
      return;
    }
    toastSuccess(typeof savedMessage === 'function' ? savedMessage(result) : savedMessage);
    onSaved?.(result);
  });

  return {
    submit,
    saving: form.formState.isSubmitting,
    /** A 409 is waiting for the person's choice. */
    conflict,
    keepEditing: () => setConflict(false),
  };
}

export type SaveCycle = ReturnType<typeof useSaveCycle>;

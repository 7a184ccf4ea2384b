import type { Purchase, UpdatePurchaseBody } from '@dealbook/contracts';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, isVersionConflict } from '../../api/ApiError.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { labelledMessage } from '../../forms/utils/labelledMessage.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { purchaseFieldLabels } from '../../ui/labels/purchaseLabels.js';
import { usePurchaseMutations } from './usePurchaseMutations.js';

/** Spec §8's message when saving a purchase fails. */
export const purchaseSaveError = 'There was an issue saving the Potential Purchase data.';

/** A failed save is logged (spec §8), except a version conflict, which is the person's choice to make. */
function logged(error: unknown): never {
  if (!isVersionConflict(error)) console.error(purchaseSaveError, error);
  throw error;
}

/**
 * Saves a change to a purchase from a grid cell or the console: shown at once, sent with
 * If-Match. A version conflict (someone saved first) opens the conflict choice; any other failure
 * — a 409 refusal such as a purchaser the client rejected too — shows spec §8's error with the
 * server's reason in the grid's words, and is logged. Rows with a save on the
 * way are `busy` so a second change waits for the version the first one makes.
 */
export function useSavePurchase() {
  const { update } = usePurchaseMutations();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [conflict, setConflict] = useState<Purchase | null>(null);

  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async (purchase: Purchase, changes: UpdatePurchaseBody, done?: string): Promise<boolean> => {
    mark(purchase._id, true);
    try {
      await update.mutateAsync({ purchase, changes }).catch(logged);
      if (done) toastSuccess(done);
      return true;
    } catch (error) {
      if (isVersionConflict(error)) setConflict(purchase);
      else toastError(purchaseSaveError, labelledMessage(errorMessage(error), purchaseFieldLabels));
      return false;
    } finally {
      mark(purchase._id, false);
    }
  };

  return { save, busy, conflict, closeConflict: () => setConflict(null) };
}

export interface PurchaseFormSaveOptions<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, UpdatePurchaseBody>;
  /** The purchase as shown now (live): its version goes in If-Match. */
  purchase: Purchase;
  savedMessage: string;
  onSaved?: () => void;
}

/**
 * The save cycle of a purchase's forms (stage, comments): the form's changes sent with the
 * version shown; a version conflict is `cycle.conflict`, anything else spec §8's error, logged.
 */
export function usePurchaseFormSave<Values extends FieldValues>({
  form,
  purchase,
  savedMessage,
  onSaved,
}: PurchaseFormSaveOptions<Values>) {
  const { update } = usePurchaseMutations();
  return useSaveCycle({
    form,
    labels: purchaseFieldLabels,
    save: (changes: UpdatePurchaseBody) => update.mutateAsync({ purchase, changes }).catch(logged),
    savedMessage,
    failedMessage: purchaseSaveError,
    onSaved: () => onSaved?.(),
  });
}

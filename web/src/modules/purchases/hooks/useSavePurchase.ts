import type { Purchase, UpdatePurchaseBody } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { usePurchaseMutations } from './usePurchaseMutations.js';

/** Spec §8's message when saving a purchase fails. */
export const purchaseSaveError = 'There was an issue saving the Potential Purchase data.';

/**
 * Saves a change to a purchase from a grid or the console: shown at once, sent with If-Match.
 * A 409 (someone saved first) opens the conflict choice; any other failure shows spec §8's
 * error and is logged. Rows with a save on the way are `busy` so a second change waits for the
 * version the first one makes.
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
      await update.mutateAsync({ purchase, changes });
      if (done) toastSuccess(done);
      return true;
    } catch (error) {
      if (isApiError(error, 409)) setConflict(purchase);
      else {
        console.error(purchaseSaveError, error);
        toastError(purchaseSaveError, errorMessage(error));
      }
      return false;
    } finally {
      mark(purchase._id, false);
    }
  };

  return { save, busy, conflict, closeConflict: () => setConflict(null) };
}

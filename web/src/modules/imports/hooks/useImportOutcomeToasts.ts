import type { Import } from '@dealbook/contracts';
import { useEffect, useRef } from 'react';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { outcomeOf } from '../utils/outcomeMessages.js';

/** A toast when a check, run or undo that this page watched comes to an end. */
export function useImportOutcomeToasts(imp: Import): void {
  const previous = useRef(imp.state);
  useEffect(() => {
    const from = previous.current;
    previous.current = imp.state;
    if (from === imp.state) return;
    const outcome = outcomeOf(from, imp);
    if (!outcome) return;
    if (outcome.tone === 'success') toastSuccess(outcome.title);
    else if (outcome.tone === 'warning') toastWarning(outcome.title);
    else toastError(outcome.title, outcome.detail);
  }, [imp]);
}

import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import type { PossibleDuplicate } from '@dealbook/contracts';
import { useRef, useState, type ReactNode } from 'react';

/**
 * Asks once before a create that may duplicate a record: `confirm()` answers true at once when
 * nothing matches, else when the person chooses to create it anyway. `dialog` goes in the page.
 */
export function useDuplicateConfirmation(
  found: readonly PossibleDuplicate[],
  noun: string,
): { confirm: () => Promise<boolean>; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const confirm = () => {
    if (found.length === 0) return Promise.resolve(true);
    setAsking(true);
    return new Promise<boolean>((resolve) => {
      answer.current = (yes) => {
        setAsking(false);
        resolve(yes);
      };
    });
  };
  const names = found.map((record) => record.name).join(', ');
  const dialog = (
    <ConfirmAlert
      isOpen={asking}
      intent="warning"
      icon="duplicate"
      confirmButtonText={`Create the ${noun} anyway`}
      cancelButtonText="Go back"
      onConfirm={() => answer.current(true)}
      onCancel={() => answer.current(false)}
    >
      <p>
        {found.length === 1 ? `${names} may be the same ${noun}.` : `These may be the same ${noun}: ${names}.`} Open it
        from the warning above the form to compare, or create a new {noun} anyway.
      </p>
    </ConfirmAlert>
  );
  return { confirm, dialog };
}

import { Alert, type AlertProps } from '@blueprintjs/core';
import { useId } from 'react';

export type ConfirmAlertProps = AlertProps;

/**
 * Blueprint's Alert, named by its own question: Blueprint leaves the alertdialog without an
 * accessible name (axe `aria-dialog-name`), so a screen reader announced only "alert dialog".
 */
export function ConfirmAlert({ children, ...props }: ConfirmAlertProps) {
  const question = useId();
  return (
    <Alert aria-labelledby={question} {...props}>
      <div id={question}>{children}</div>
    </Alert>
  );
}

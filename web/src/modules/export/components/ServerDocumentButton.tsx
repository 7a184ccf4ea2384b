import { Button, type IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { toastSuccess, toastWarning } from '../../ui/toaster.js';
import { downloadBlob } from '../utils/downloadBlob.js';
import { dispositionFileName } from '../utils/dispositionFileName.js';

/** Spec §8's warning when a document download fails (its spelling kept). */
export const downloadFailedMessage = 'An error occured and the file could not be downloaded.';

export interface ServerDocumentButtonProps {
  /** The API route that answers the file. */
  path: string;
  /** The name to save under if the server does not name the file. */
  fallbackName: string;
  label: string;
  /** Read out instead of the label, where the label alone would not say which record (a row's button). */
  accessibleName?: string;
  icon: IconName;
}

/**
 * Downloads a document the server writes (purchaser lists, caller and communications reports,
 * the detail pages' PDFs) under the server's file name, with a spinner meanwhile, a toast naming
 * the saved file, and the §8 warning when it fails.
 */
export function ServerDocumentButton({ path, fallbackName, label, accessibleName, icon }: ServerDocumentButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(path, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The download failed (${response.status} ${response.statusText})`);
      const fileName = dispositionFileName(response.headers.get('Content-Disposition'), fallbackName);
      downloadBlob(await response.blob(), fileName);
      toastSuccess(`Saved ${fileName}`);
    } catch (error) {
      console.error(downloadFailedMessage, error);
      toastWarning(downloadFailedMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="minimal" icon={icon} loading={busy} aria-label={accessibleName} onClick={() => void download()}>
      {label}
    </Button>
  );
}

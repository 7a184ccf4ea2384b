import { Button } from '@blueprintjs/core';
import { useState, type RefObject } from 'react';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { writePdf } from '../utils/writePdf.js';

export interface ExportPdfButtonProps {
  /** The file's name without `.pdf`; spec §9's default is the product's name. */
  name?: string;
  /** The part of the screen to print, as a ref or a lookup made when the button is pressed. */
  target: RefObject<HTMLElement | null> | (() => HTMLElement | null);
}

/** Prints a detail page to an A4 PDF (spec §9). */
export function ExportPdfButton({ name = 'Dealbook', target }: ExportPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const element = typeof target === 'function' ? target() : target.current;
    if (!element) return;
    setBusy(true);
    try {
      toastSuccess(`Saved ${await writePdf(element, name)}`);
    } catch (error) {
      toastError('The PDF could not be created.', String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon="document" variant="minimal" loading={busy} onClick={() => void run()}>
      Export PDF
    </Button>
  );
}

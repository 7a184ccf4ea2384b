import { counted } from '@dealbook/contracts';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { ExportColumn } from '../utils/xlsxRows.js';
import { writeXlsx } from '../utils/writeXlsx.js';

export interface ExportXlsxButtonProps<T> {
  /** The file's stem: `{name}_export_{timestamp}.xlsx`. */
  name: string;
  columns: readonly ExportColumn<T>[];
  /** The rows the grid shows now. */
  rows: readonly T[];
}

/** Exports what a grid shows to a spreadsheet (spec §9). */
export function ExportXlsxButton<T>({ name, columns, rows }: ExportXlsxButtonProps<T>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      toastSuccess(`Exported ${counted(rows.length, 'row')} to ${await writeXlsx(name, columns, rows)}`);
    } catch (error) {
      toastError('The spreadsheet could not be created.', String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon="export" variant="minimal" loading={busy} disabled={rows.length === 0} onClick={() => void run()}>
      Export .xlsx
    </Button>
  );
}

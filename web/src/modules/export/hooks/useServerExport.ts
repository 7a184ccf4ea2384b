import { counted, type ExportProgressMessage } from '@dealbook/contracts';
import { useContext, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { getFile } from '../../api/httpClient.js';
import { RealtimeContext } from '../../realtime/realtimeContext.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { downloadBlob } from '../utils/downloadBlob.js';
import { dispositionFileName } from '../utils/dispositionFileName.js';
import { withExportId } from '../utils/exportRequest.js';

export interface ServerExport {
  running: boolean;
  /** The last progress the server pushed (rows written of the total), while running. */
  progress: ExportProgressMessage | undefined;
  start(): void;
  cancel(): void;
}

/** How long to wait, once the file has arrived, for the server's last count of rows. */
const finalCountWaitMs = 1500;

/**
 * Downloads a grid's spreadsheet, which the server writes from every row of the grid's filter and
 * sort. The request names an export id; the server pushes `{rows, total}` for it to the user's
 * sockets about once a second. Cancelling aborts the request, and the server stops reading rows
 * when the request closes.
 */
export function useServerExport(path: string, fallbackName: string): ServerExport {
  const realtime = useContext(RealtimeContext);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ExportProgressMessage>();
  const abort = useRef<AbortController | null>(null);

  // A screen left mid-export stops it: nobody is there to save the file.
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    const exportId = crypto.randomUUID();
    let last: ExportProgressMessage | undefined;
    let finished: (() => void) | undefined;
    const unwatch = realtime?.watchExportProgress(exportId, (message) => {
      last = message;
      setProgress(message);
      if (message.done) finished?.();
    });
    setRunning(true);
    setProgress(undefined);
    try {
      const response = await getFile(withExportId(path, exportId), { signal: controller.signal });
      const blob = await response.blob();
      if (realtime && !last?.done) {
        await new Promise<void>((resolve) => {
          finished = resolve;
          setTimeout(resolve, finalCountWaitMs);
        });
      }
      const fileName = dispositionFileName(response.headers.get('Content-Disposition'), fallbackName);
      downloadBlob(blob, fileName);
      toastSuccess(last?.done ? `Exported ${counted(last.rows, 'row')} to ${fileName}` : `Exported to ${fileName}`);
    } catch (error) {
      if (controller.signal.aborted) toastWarning('Export cancelled: no file was saved.');
      else toastError('The spreadsheet could not be exported.', errorMessage(error));
    } finally {
      unwatch?.();
      abort.current = null;
      setRunning(false);
      setProgress(undefined);
    }
  };

  return {
    running,
    progress,
    start: () => void run(),
    cancel: () => abort.current?.abort(),
  };
}

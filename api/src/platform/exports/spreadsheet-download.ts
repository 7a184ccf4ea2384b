import type { Response } from 'express';
import { Logger } from '@nestjs/common';
import { attachmentDisposition, sanitiseFileName } from '../../kernel/http/file-name.js';
import { ExcelContentType } from '../../kernel/http/document-file.js';
import type { ProgressReporter } from './export-progress.service.js';
import { writeSpreadsheet, type SpreadsheetSpec } from './spreadsheet-writer.js';

const logger = new Logger('SpreadsheetDownload');

export interface SpreadsheetDownload<T> extends Omit<SpreadsheetSpec<T>, 'signal' | 'onRow'> {
  fileName: string;
  progress?: ProgressReporter;
}

/**
 * Answers a spreadsheet as it is written: the headers go first, then the file streams in chunks.
 * When the person cancels (the request closes before the end), the rows stop being read and
 * nothing is logged: a closed download is an outcome, not a fault. A failure once the file has
 * started cuts the response, so a browser reports a failed download rather than saving a
 * truncated file as if it were whole.
 */
export async function sendSpreadsheet<T>(res: Response, download: SpreadsheetDownload<T>): Promise<number> {
  const { fileName, progress, ...spec } = download;
  res.status(200);
  res.setHeader('Content-Type', ExcelContentType);
  res.setHeader('Content-Disposition', attachmentDisposition(sanitiseFileName(fileName)));
  res.setHeader('Cache-Control', 'no-store');
  const stop = new AbortController();
  const closed = () => {
    if (!res.writableFinished) stop.abort();
  };
  res.on('close', closed);
  let written = 0;
  try {
    written = await writeSpreadsheet(res, {
      ...spec,
      signal: stop.signal,
      onRow: (n) => {
        written = n;
        progress?.rows(n);
      },
    });
  } catch (error) {
    if (!stop.signal.aborted) {
      logger.error(`The spreadsheet ${fileName} failed after ${written} rows: ${String(error)}`);
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  } finally {
    res.off('close', closed);
    progress?.done(written);
  }
  return written;
}

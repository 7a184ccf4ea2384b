import type { z } from 'zod';
import { ExcelContentType } from '../documents/document-file.js';
import { exportQuery } from '../openapi/doc-parameters.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';

/**
 * What every grid's "Export .xlsx" route answers, as the API document says it: a spreadsheet
 * named in Content-Disposition, for the grid's list query (paging ignored, `exportId` added).
 */
export const ExportDoc = (listQuery: z.ZodObject) =>
  ResponseDoc({ file: [ExcelContentType], headers: ['Content-Disposition'], query: exportQuery(listQuery) });

import { applyDecorators } from '@nestjs/common';
import type { z } from 'zod';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { ExcelContentType } from '../../kernel/http/document-file.js';
import { exportQuery } from '../openapi/doc-parameters.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

/**
 * What every grid's "Export .xlsx" route answers, as the API document says it: a spreadsheet
 * named in Content-Disposition, for the grid's list query (paging ignored, `exportId` added).
 * Heavy work: a few at once per person and per instance (HeavyWorkLimits.fileRender).
 */
export const ExportDoc = (listQuery: z.ZodObject) =>
  applyDecorators(
    ResponseDoc({ file: [ExcelContentType], headers: ['Content-Disposition'], query: exportQuery(listQuery) }),
    HeavyWork('fileRender'),
  );

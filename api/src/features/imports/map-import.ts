import {
  importFieldsOf,
  ImportMatchKeys,
  type ImportEvent,
  type setImportMappingBodySchema,
} from '@dealbook/contracts';
import type { z } from 'zod';
import { findImport } from '@dealbook/projections';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { importDecider } from './import.decider.js';
import { headersKey } from './reading/suggest-mapping.js';

/**
 * Sets which field each column fills, how rows find their records and what they may do. Checked
 * against the import's own file and kind: one entry per column, fields of the kind, none twice,
 * a key the kind offers; each mistake named by its column (`columns.3`).
 */
export async function mapImport(
  { db, commands }: LookUpAndRun,
  importId: string,
  body: z.output<typeof setImportMappingBodySchema>,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<ImportEvent>> {
  const found = await findImport(db, importId);
  if (!found) throw notFound('Import', importId);
  const problems = mappingProblems(found.kind, found.headers, body);
  if (Object.keys(problems).length > 0) {
    throw new DomainError('validation', Object.values(problems).join('; '), problems);
  }
  const { remember, ...mapping } = body;
  return commands.execute(importDecider, {
    command: { type: 'MapImport', importId, headersKey: headersKey(found.headers), mapping, remember },
    metadata,
    expectedVersion,
  });
}

function mappingProblems(
  kind: keyof typeof ImportMatchKeys,
  headers: readonly string[],
  body: z.output<typeof setImportMappingBodySchema>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const fields = new Map(importFieldsOf(kind).map((field) => [field.name, field]));
  if (body.columns.length !== headers.length) {
    problems['columns'] =
      `columns: give one entry per column of the file (${headers.length}), not ${body.columns.length}`;
  }
  const firstColumnOf = new Map<string, number>();
  body.columns.forEach((name, index) => {
    if (name === null) return;
    const field = fields.get(name);
    const column = headers[index] ?? `column ${index + 1}`;
    if (!field) problems[`columns.${index}`] = `"${column}": ${name} is not a field of ${kind}`;
    else if (firstColumnOf.has(name)) {
      problems[`columns.${index}`] =
        `"${column}": ${field.label} is already filled by "${headers[firstColumnOf.get(name)!]}"`;
    } else firstColumnOf.set(name, index);
  });
  const keys: readonly string[] = ImportMatchKeys[kind];
  if (!keys.includes(body.matchOn)) {
    problems['matchOn'] = `matchOn: ${kind} are found by ${keys.join(' or ')}`;
  } else if (body.mode !== 'create' && !firstColumnOf.has(body.matchOn)) {
    const label = fields.get(body.matchOn)?.label ?? body.matchOn;
    problems['matchOn'] = `matchOn: no column fills ${label}, so no row could find its record`;
  }
  return problems;
}

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyFieldsSchema, emptyImportCounts, type CompanyEvent, type ImportEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { importRecordsProjection } from './import-records.projection.js';
import { importProjection } from './import.projection.js';
import {
  findImport,
  findImportedRecords,
  findImportFailures,
  findImportPreview,
  findRememberedMapping,
} from './import.queries.js';

/**
 * What the imports read models hold after an import's events: its state and counts as the work
 * goes, the check's failures and preview (forgotten by a new check), the remembered mapping, and
 * the records the import's own events created or changed; replays change nothing.
 */
const database = useReadModelDatabase('import_projection');
const mapping = { columns: ['companyName', 'domain'], matchOn: 'domain', mode: 'both' as const };
const counts = (create: number, error: number) => ({ ...emptyImportCounts(), rows: create + error, create, error });

describe('imports projection', () => {
  it('follows an import from upload to undo, keeping the failures and preview of its latest check', async () => {
    const importId = randomUUID();
    const spec = projectionSpec(database(), importProjection);
    const stream = `import-${importId}`;
    const events: ImportEvent[] = [
      {
        type: 'ImportUploaded',
        data: {
          importId,
          kind: 'companies',
          fileName: 'firms.csv',
          fileKey: `imports/${importId}`,
          fileSize: 99,
          format: 'csv',
          headers: ['Company', 'Domain'],
          mapping,
          mappingRemembered: false,
        },
      },
      {
        type: 'ImportMapped',
        data: { importId, kind: 'companies', headersKey: 'company|domain', mapping, remember: true },
      },
      { type: 'ImportCheckStarted', data: { importId } },
      {
        type: 'ImportRowsChecked',
        data: {
          importId,
          rowsDone: 3,
          counts: counts(2, 1),
          failures: [{ line: 3, reason: 'Company name: required' }],
          preview: [{ line: 2, action: 'create', values: { Domain: 'a.example' }, detail: '' }],
        },
      },
      { type: 'ImportChecked', data: { importId, counts: counts(2, 1) } },
    ];
    await spec.given(stream, ...events);
    expect(await findImport(database(), importId)).toMatchObject({
      state: 'checked',
      checked: counts(2, 1),
      rowsDone: 3,
      hasErrors: true,
    });
    expect(await findRememberedMapping(database(), 'companies', 'company|domain')).toEqual(mapping);
    expect(await findImportFailures(database(), importId, 'check', 0, 10)).toEqual([
      { line: 3, reason: 'Company name: required' },
    ]);
    expect(await findImportPreview(database(), importId)).toHaveLength(1);

    await spec.given(stream, { type: 'ImportCheckStarted', data: { importId } });
    expect(await findImportPreview(database(), importId)).toEqual([]);
    expect(await findImportFailures(database(), importId, 'check', 0, 10)).toEqual([]);

    await spec.given(
      stream,
      { type: 'ImportChecked', data: { importId, counts: counts(2, 1) } },
      { type: 'ImportRunStarted', data: { importId } },
      {
        type: 'ImportRowsImported',
        data: { importId, rowsDone: 3, counts: counts(2, 1), failures: [{ line: 3, reason: 'x' }] },
      },
      { type: 'ImportRunFinished', data: { importId, counts: counts(2, 1) } },
      { type: 'ImportUndoStarted', data: { importId } },
      { type: 'ImportRecordsRestored', data: { importId, recordsDone: 2, kept: 1, cursor: importId } },
      { type: 'ImportUndone', data: { importId, recordsDone: 2, kept: 1 } },
    );
    const undone = await findImport(database(), importId);
    expect(undone).toMatchObject({ state: 'undone', ran: true, done: counts(2, 1), undone: 2, kept: 1 });
    await spec.replayAll();
    expect(await findImport(database(), importId)).toEqual(undone);
  });

  it('says the file is deleted once an erasure deleted it, and offers no errors file made from it', async () => {
    const importId = randomUUID();
    const spec = projectionSpec(database(), importProjection);
    const stream = `import-${importId}`;
    await spec.given(
      stream,
      {
        type: 'ImportUploaded',
        data: {
          importId,
          kind: 'contacts',
          fileName: 'people.csv',
          fileKey: `imports/${importId}`,
          fileSize: 50,
          format: 'csv',
          headers: ['Email'],
          mapping: { columns: ['email'], matchOn: 'email', mode: 'both' },
          mappingRemembered: false,
        },
      },
      { type: 'ImportCheckStarted', data: { importId } },
      {
        type: 'ImportRowsChecked',
        data: { importId, rowsDone: 1, counts: counts(0, 1), failures: [{ line: 2, reason: 'x' }], preview: [] },
      },
    );
    expect(await findImport(database(), importId)).toMatchObject({ fileDeleted: false, hasErrors: true });
    await spec.given(
      stream,
      { type: 'ImportFailed', data: { importId, phase: 'check', reason: 'The file was deleted' } },
      { type: 'ImportFileDeletedForErasure', data: { importId } },
    );
    const deleted = await findImport(database(), importId);
    expect(deleted).toMatchObject({ state: 'failed', fileDeleted: true, hasErrors: false });
    await spec.replayAll();
    expect(await findImport(database(), importId)).toEqual(deleted);
  });
});

describe('import records projection', () => {
  it('keeps what an import created or changed, from the records’ own events naming it', async () => {
    const importId = randomUUID();
    const via = { kind: 'import' as const, id: importId, label: 'Import of firms.csv' };
    const imported = projectionSpec(database(), importRecordsProjection, { via });
    const byHand = projectionSpec(database(), importRecordsProjection);
    const created = randomUUID();
    const changed = randomUUID();
    const fields = companyFieldsSchema.parse({ companyName: 'Acme' });
    await imported.given(`company-${created}`, { type: 'CompanyRegistered', data: { companyId: created, fields } });
    const edit = (companyId: string, from: string, to: string): CompanyEvent => ({
      type: 'CompanyUpdated',
      data: { companyId, changes: { telephone: { from, to } } },
    });
    await byHand.given(`company-${changed}`, { type: 'CompanyRegistered', data: { companyId: changed, fields } });
    await imported.given(`company-${changed}`, edit(changed, '', '0100'));
    await imported.given(`company-${changed}`, {
      type: 'CompanyRoleFlagsChanged',
      data: { companyId: changed, changes: { isClient: { from: false, to: true } } },
    });
    // An edit by hand afterwards is not the import's.
    await byHand.given(`company-${changed}`, edit(changed, '0100', '0200'));
    const records = await findImportedRecords(database(), importId, undefined, 10);
    expect(records.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { recordId: created, recordType: 'company', action: 'create', changes: {} },
      {
        recordId: changed,
        recordType: 'company',
        action: 'update',
        changes: { telephone: { from: '', to: '0100' }, isClient: { from: false, to: true } },
      },
    ]);
  });
});

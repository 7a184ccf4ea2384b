import type { ImportKind } from '@dealbook/contracts';
import { companyImportTarget } from './company-import-target.js';
import { contactImportTarget } from './contact-import-target.js';
import type { ImportTarget } from './import-target.js';
import { projectImportTarget } from './project-import-target.js';

const targets: Record<ImportKind, ImportTarget> = {
  companies: companyImportTarget as unknown as ImportTarget,
  contacts: contactImportTarget as unknown as ImportTarget,
  projects: projectImportTarget as unknown as ImportTarget,
};

export const importTargetOf = (kind: ImportKind): ImportTarget => targets[kind];

/** The target of a record type as stream ids name it ('company'), for an undo's ledger. */
export function importTargetByRecordType(recordType: string): ImportTarget {
  const target = Object.values(targets).find((candidate) => candidate.recordType === recordType);
  if (!target) throw new Error(`No import target for records of type ${recordType}`);
  return target;
}

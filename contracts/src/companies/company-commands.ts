import type { RedactText } from '../event-store/personal-data.js';
import type { MergeLinkCount } from '../merges/merge.js';
import type { MergeMove } from '../merges/merge-moves.js';
import type { NamedRef } from '../projects/project-events.js';
import type { CompanyFields } from './company.js';

export interface RegisterCompany {
  type: 'RegisterCompany';
  companyId: string;
  fields: CompanyFields;
}

/** Changes any editable fields, role flags included (those are recorded as their own event). */
export interface UpdateCompany {
  type: 'UpdateCompany';
  companyId: string;
  changes: Partial<CompanyFields>;
}

export interface DeleteCompany {
  type: 'DeleteCompany';
  companyId: string;
}

export type CompanyCommand =
  RegisterCompany | UpdateCompany | DeleteCompany | CompanyMergeCommand | RedactText<'companyId'>;

/** The survivor's side of a merge: takes the merged company's values for `values`' fields. */
export interface MergeCompany {
  type: 'MergeCompany';
  companyId: string;
  merged: NamedRef;
  mergeId: string;
  values: Partial<CompanyFields>;
  moved: MergeLinkCount[];
}

/** The merged-away side: the company is closed, its links having moved as `moves` says. */
export interface CloseMergedCompany {
  type: 'CloseMergedCompany';
  companyId: string;
  into: NamedRef;
  mergeId: string;
  moves: MergeMove[];
}

/** The survivor's side of an undo: puts back what the merge changed, unless changed since. */
export interface UndoCompanyMerge {
  type: 'UndoCompanyMerge';
  companyId: string;
  mergeId: string;
}

/** The merged-away company back, as it was before the merge. */
export interface RestoreMergedCompany {
  type: 'RestoreMergedCompany';
  companyId: string;
  mergeId: string;
  createdAt: string;
}

export type CompanyMergeCommand = MergeCompany | CloseMergedCompany | UndoCompanyMerge | RestoreMergedCompany;

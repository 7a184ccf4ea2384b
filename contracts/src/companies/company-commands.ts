import type { CompanyFields, CompanyRoleFlag } from './company.js';

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

export interface SetCompanyRoleFlags {
  type: 'SetCompanyRoleFlags';
  companyId: string;
  flags: Partial<Record<CompanyRoleFlag, boolean>>;
}

export interface DeleteCompany {
  type: 'DeleteCompany';
  companyId: string;
}

export type CompanyCommand = RegisterCompany | UpdateCompany | SetCompanyRoleFlags | DeleteCompany;

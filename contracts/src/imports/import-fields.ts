import { companyFieldLabels } from '../companies/company-labels.js';
import { CompanyFieldNames, type CompanyFieldName } from '../companies/company.js';
import { contactFieldLabels } from '../contacts/contact-labels.js';
import { ContactFieldNames } from '../contacts/contact.js';
import { projectFieldLabels } from '../projects/project-labels.js';
import { MoneyLaunderingChecks, ProjectFieldNames, type ProjectFieldName } from '../projects/project.js';
import type { ImportKind } from './import.js';

/**
 * A field a column can fill. Most are the record's own fields; `lookup` fields name another
 * record (a contact's company by name or domain, a project's client and owner) and are resolved
 * on the server; a BooleanDate is two columns, as the exports write it (`{field}_checked`,
 * `{field}_date`, spec §9), so an exported file imports again.
 */
export interface ImportField {
  name: string;
  label: string;
  /** A row without a value here fails (for a create; an update may leave it out). */
  required: boolean;
  lookup: boolean;
}

const field = (name: string, label: string, required = false, lookup = false): ImportField => ({
  name,
  label,
  required,
  lookup,
});

/** Ids of the firm's people are not typed into spreadsheets: those fields are not offered. */
const companyFieldsLeftOut: readonly CompanyFieldName[] = ['blueboxContacts'];
const projectFieldsLeftOut: readonly ProjectFieldName[] = [
  'client',
  'owner',
  'blueboxContacts',
  'externalCallers',
  ...MoneyLaunderingChecks,
];

const companyFields: readonly ImportField[] = CompanyFieldNames.filter(
  (name) => !companyFieldsLeftOut.includes(name),
).map((name) => field(name, companyFieldLabels[name], name === 'companyName'));

const contactFields: readonly ImportField[] = [
  ...ContactFieldNames.map((name) =>
    field(name, contactFieldLabels[name], name === 'firstName' || name === 'lastName'),
  ),
  field('companyName', 'Company name', false, true),
  field('companyDomain', 'Company domain', false, true),
];

const projectFields: readonly ImportField[] = [
  field('reference', 'Reference'),
  ...ProjectFieldNames.filter((name) => !projectFieldsLeftOut.includes(name)).map((name) =>
    field(name, projectFieldLabels[name], name === 'projectName'),
  ),
  field('clientName', 'Client company name', false, true),
  field('clientDomain', 'Client company domain', false, true),
  field('ownerEmail', 'Owner (e-mail or full name)', false, true),
  ...MoneyLaunderingChecks.flatMap((name) => [
    field(`${name}_checked`, `${projectFieldLabels[name]} (ticked)`),
    field(`${name}_date`, `${projectFieldLabels[name]} (date)`),
  ]),
];

const fieldsByKind: Record<ImportKind, readonly ImportField[]> = {
  companies: companyFields,
  contacts: contactFields,
  projects: projectFields,
};

/** The fields a column of an import of this kind can fill, in the order the mapping screen lists them. */
export function importFieldsOf(kind: ImportKind): readonly ImportField[] {
  return fieldsByKind[kind];
}

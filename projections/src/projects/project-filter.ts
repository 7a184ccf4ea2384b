import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
} from '@dealbook/contracts';
import {
  conditionSql,
  enumCondition,
  escapeLike,
  idCondition,
  parseDocumentFilter,
  type FieldKind,
  type FilterCondition,
  type FilterValue,
  idFilters,
} from '../shared/document-filter.js';
import { ownEntry } from '../shared/sort-key.js';

export type ProjectFilter = FilterCondition[];

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const projectFilterKinds: Record<string, FieldKind> = {
  projectName: 'text',
  description: 'text',
  reference: 'text',
  clientName: 'text',
  lostOpportunityDescription: 'text',
  expectedCompletion: 'text',
  dateClientSigned: 'text',
  introductionDate: 'text',
  initialMeetingDate: 'text',
  isDeal: 'boolean',
  moneyLaunderingChecklistSent: 'boolean',
  moneyLaunderingInformationReceived: 'boolean',
  status: 'choice',
  opportunityStatus: 'choice',
  dealStatus: 'choice',
  serviceOfInterest: 'choice',
  lostOpportunityReason: 'choice',
  velocityProducts: 'choice',
  client: 'choice',
  owner: 'choice',
  blueboxContacts: 'list',
  externalCallers: 'list',
};
/** Enumerations stored as numbers: one member or a list of them (any of). */
const enumFields: Record<string, Readonly<Record<string, number>>> = {
  status: ProjectStatus,
  opportunityStatus: OpportunityStatus,
  dealStatus: DealStatus,
  serviceOfInterest: ProjectServiceType,
  lostOpportunityReason: OpportunityLostReason,
  velocityProducts: VelocityProducts,
};
const idFields = new Set(['client', 'owner', 'blueboxContacts', 'externalCallers']);
/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const projectFilterValues: Readonly<Record<string, FilterValue>> = { ...enumFields, ...idFilters(idFields) };

/**
 * Spec §5 filters over projects: text contains (case-insensitive), booleans exact (the
 * money-laundering ticks by their `checked`), enumerations one number or a list (any of),
 * `velocityProducts` any of the products, `client`/`owner` one id or a list, and
 * `blueboxContacts`/`externalCallers` projects naming any of the ids. Empty values are skipped;
 * unknown fields and malformed values are an InvalidQueryError (400).
 */
export function parseProjectFilter(query: Record<string, unknown>): ProjectFilter {
  return parseDocumentFilter(query, projectFilterKinds).map((condition) => {
    const members = enumFields[condition.field];
    if (members) return enumCondition(condition, members);
    if (idFields.has(condition.field)) return idCondition(condition, 'a user or company id (UUID)');
    return condition;
  });
}

const columns: Record<string, RawBuilder<unknown>> = {
  status: sql`status`,
  opportunityStatus: sql`opportunity_status`,
  dealStatus: sql`deal_status`,
  serviceOfInterest: sql`service_of_interest`,
};

/** SQL for one condition, on the indexed generated columns where there is one. */
export function projectConditionSql(condition: FilterCondition): RawBuilder<SqlBool> {
  const { field } = condition;
  if (condition.kind === 'text' && (field === 'projectName' || field === 'clientName' || field === 'reference')) {
    const column = { projectName: 'project_name', clientName: 'client_name', reference: 'reference' }[field];
    return sql<SqlBool>`${sql.ref(column)} ilike ${`%${escapeLike(condition.contains)}%`}`;
  }
  if (condition.kind === 'boolean' && field === 'isDeal') return sql<SqlBool>`is_deal = ${condition.equals}`;
  if (condition.kind === 'boolean' && field.startsWith('moneyLaundering')) {
    return sql<SqlBool>`doc @> ${JSON.stringify({ [field]: { checked: condition.equals } })}::jsonb`;
  }
  if (condition.kind === 'choice') {
    const column = ownEntry(columns, field);
    if (column) return sql<SqlBool>`${column} = any(${condition.anyOf.map(Number)}::int[])`;
    if (field === 'velocityProducts') {
      // Containment of each product: what the GIN index on the list answers.
      const any = condition.anyOf.map(
        (product) => sql<SqlBool>`(doc->'velocityProducts') @> ${JSON.stringify([Number(product)])}::jsonb`,
      );
      return sql<SqlBool>`(${sql.join(any, sql` or `)})`;
    }
    if (field === 'client') return sql<SqlBool>`client_id = any(${condition.anyOf}::uuid[])`;
    if (field === 'owner') return sql<SqlBool>`owner_id = any(${condition.anyOf}::uuid[])`;
    if (field === 'lostOpportunityReason') {
      return sql<SqlBool>`(doc->>'lostOpportunityReason')::int = any(${condition.anyOf.map(Number)}::int[])`;
    }
  }
  return conditionSql(condition);
}

export function whereAllProjects(conditions: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

export function projectFilterSql(filter: ProjectFilter): RawBuilder<SqlBool> {
  return whereAllProjects(filter.map(projectConditionSql));
}

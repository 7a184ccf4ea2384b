import {
  CompanyFieldNames,
  companyFieldsSchema,
  createCompanyBodySchema,
  type CompanyFields,
  type IndustryCategory,
  type OpportunitySourceType,
} from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** What the form edits: every field, with revenue as typed text and unset selects as ''. */
export type CompanyFormValues = Omit<CompanyFields, 'revenue' | 'industryType' | 'opportunitySource'> & {
  revenue: string;
  industryType: IndustryCategory | '';
  opportunitySource: OpportunitySourceType | '';
};

export function toFormValues(fields: CompanyFields): CompanyFormValues {
  return {
    ...fields,
    revenue: fields.revenue === 0 ? '' : String(fields.revenue),
    industryType: fields.industryType ?? '',
    opportunitySource: fields.opportunitySource ?? '',
  };
}

/** A blank form carrying the spec's defaults (isContact on, revenue 0, everything else empty). */
export function newCompanyFormValues(): CompanyFormValues {
  return toFormValues({ ...companyFieldsSchema.parse({ companyName: 'x' }), companyName: '' });
}

/** The editable fields of a record (drops id, version, timestamps and link lists). */
export function fieldsOf(record: CompanyFields): CompanyFields {
  return Object.fromEntries(CompanyFieldNames.map((name) => [name, record[name]])) as CompanyFields;
}

/** "£1,250,000", "1250000" and "1 250 000" all mean the same amount; blank means 0. */
function parseRevenue(text: string): number | undefined {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return 0;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? amount : undefined;
}

/** The form's values made into the create/edit body, checked by the server's own schema. */
export const companyFormSchema = formSchema((values: CompanyFormValues, problems) => {
  const revenue = parseRevenue(values.revenue);
  if (revenue === undefined) problems.add('revenue', 'Revenue must be a number, e.g. 1250000');
  return {
    ...values,
    revenue: revenue ?? 0,
    industryType: values.industryType === '' ? null : values.industryType,
    opportunitySource: values.opportunitySource === '' ? null : values.opportunitySource,
  };
}, createCompanyBodySchema);

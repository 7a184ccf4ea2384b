import { z } from 'zod';
import { companyFieldsSchema } from '../companies/company.js';

/** The values a field's schema takes from a text enumeration, through defaults, nulls and lists. */
function enumerationOf(schema: z.ZodType): readonly string[] | undefined {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return enumerationOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodArray) return enumerationOf(schema.element as z.ZodType);
  if (schema instanceof z.ZodEnum) return schema.options as readonly string[];
  return undefined;
}

/**
 * The fields whose values are text enumerations (a company's industry, source, relationship types,
 * investment preferences …), read from the schemas themselves: a list written by hand named fields
 * that do not exist and missed the ones that do, so history and merges printed "TaxAdvisers".
 * Only companies hold text enumerations.
 */
export const textEnumFields: ReadonlySet<string> = new Set(
  Object.entries(companyFieldsSchema.shape)
    .filter(([, schema]) => enumerationOf(schema as z.ZodType) !== undefined)
    .map(([field]) => field),
);

import { sql, type RawBuilder } from 'kysely';

/** `%text%` for ILIKE over a column, the text's own wildcards taken literally. */
const containsText = (text: RawBuilder<string>) =>
  sql`'%' || replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** A contact's row as long as they are not erased: `from ${unerasedContact(id)} p(doc)` (issue 37). */
export const unerasedContact = (contactId: string) =>
  sql`(select doc from contacts where id = ${contactId} and not coalesce((doc->>'erased')::boolean, false))`;

/**
 * Whether a text column names the person of `p.doc` (a contact's row, joined as `p(doc)`): their
 * e-mail, their full name, or their first and last names both — how the erasure finds the import
 * ledger's rows that carried their data.
 */
export const namesPerson = (column: RawBuilder<string>) => sql`(
  (p.doc->>'email' <> '' and ${column} ilike ${containsText(sql<string>`p.doc->>'email'`)})
  or (${column} ilike ${containsText(sql<string>`p.doc->>'fullName'`)})
  or (${column} ilike ${containsText(sql<string>`p.doc->>'firstName'`)}
    and ${column} ilike ${containsText(sql<string>`p.doc->>'lastName'`)}))`;

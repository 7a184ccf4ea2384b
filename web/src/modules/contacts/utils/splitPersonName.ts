export interface PersonName {
  firstName: string;
  lastName: string;
}

/**
 * A person's name as typed in one box, split the way the contact picker looks it up: the first
 * word is the first name and the rest the last name ("Jan van der Berg": Jan / van der Berg);
 * "Last, First" is read the other way round. One word is a first name only.
 */
export function splitPersonName(text: string): PersonName {
  const [before = '', after] = text.split(',', 2).map((part) => part.trim().replace(/\s+/g, ' '));
  if (after !== undefined && before !== '' && after !== '') return { firstName: after, lastName: before };
  const [firstName = '', ...rest] = text.replace(',', ' ').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

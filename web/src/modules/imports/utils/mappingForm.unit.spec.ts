import { describe, expect, it } from 'vitest';
import {
  mappingFormSchema,
  mappingFormValues,
  mappingProblems,
  placeServerErrors,
  sampleValues,
  type MappingFormValues,
} from './mappingForm.js';

const headers = ['First', 'Last', 'E-mail', 'Mail again', ''];
const values = (columns: string[], mode: MappingFormValues['mode'] = 'both'): MappingFormValues => ({
  columns,
  matchOn: 'email',
  mode,
  remember: true,
});

describe('the mapping of an import’s columns', () => {
  it('starts from the server’s mapping, one entry per column, unmapped columns not imported', () => {
    expect(mappingFormValues({ columns: ['firstName', null], matchOn: 'email', mode: 'create' }, 3)).toEqual({
      columns: ['firstName', '', ''],
      matchOn: 'email',
      mode: 'create',
      remember: true,
    });
  });

  it('flags a field chosen for two columns on both, naming the other column', () => {
    const problems = mappingProblems('contacts', headers, values(['firstName', 'lastName', 'email', 'email', '']));
    expect(problems).toEqual([
      { path: 'columns.2', message: 'Email is also chosen for column “Mail again”' },
      { path: 'columns.3', message: 'Email is also chosen for column “E-mail”' },
    ]);
  });

  it('asks for the key records are found by where rows update, and for required fields where rows create', () => {
    const unmapped = values(['', 'lastName', '', '', '']);
    expect(mappingProblems('contacts', headers, unmapped)).toEqual([
      { path: 'matchOn', message: 'Map a column to Email: the records to update are found by it' },
      { path: 'mode', message: 'To create records, map a column to First name, or update existing records only' },
    ]);
    expect(mappingProblems('contacts', headers, { ...unmapped, mode: 'update' }).map((p) => p.path)).toEqual([
      'matchOn',
    ]);
    expect(mappingProblems('contacts', headers, { ...unmapped, mode: 'create' }).map((p) => p.path)).toEqual(['mode']);
  });

  it('sends null for a column not imported, and refuses a mapping with problems', () => {
    const schema = mappingFormSchema('contacts', headers);
    expect(schema.safeParse(values(['firstName', 'lastName', 'email', '', ''])).data).toEqual({
      columns: ['firstName', 'lastName', 'email', null, null],
      matchOn: 'email',
      mode: 'both',
      remember: true,
    });
    const refused = schema.safeParse(values(['firstName', 'lastName', 'email', 'email', '']));
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['columns.2', 'columns.3']);
  });

  it('puts the server’s messages beside their controls, in the screen’s words', () => {
    expect(
      placeServerErrors(
        'contacts',
        {
          'columns.3': 'firstName is mapped twice',
          matchOn: 'matchOn must be mapped',
          'columns.9': 'no such column',
          x: 'odd',
        },
        5,
      ),
    ).toEqual([
      { path: 'columns.3', message: 'First name is mapped twice' },
      { path: 'matchOn', message: 'Find records by must be mapped' },
      // A column the file does not have: no control to put it beside.
      { path: 'root.server', message: 'No such column' },
      { path: 'root.server', message: 'Odd' },
    ]);
  });

  it('shows a few non-blank sample values of a column', () => {
    const sample = [
      ['Ann', ' '],
      ['', 'x'],
      ['Bob', 'y'],
      ['Cy', 'z'],
      ['Di', 'w'],
    ];
    expect(sampleValues(sample, 0)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(sampleValues(sample, 1, 2)).toEqual(['x', 'y']);
    expect(sampleValues(sample, 4)).toEqual([]);
  });
});

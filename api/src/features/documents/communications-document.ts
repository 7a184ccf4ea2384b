import { communicationTypeLabel } from '@dealbook/contracts';
import { counted, type PersonSummary } from '@dealbook/contracts';
import type { CommunicationReportRow } from '@dealbook/projections';
import { formatFirmDate, formatFirmDateTime, wallClockIn } from '../../platform/exports/firm-time.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { actionText, type DocumentProject } from './document-text.js';
import { buildWordReport } from './word-document.js';
import { readTable, withoutRepeatedColumns } from './word-table.js';

/** Whose communications: one caller's (the caller list) or one project's. */
export type CommunicationsOf = { caller: PersonSummary } | { project: DocumentProject };

export interface CommunicationsDocumentInput {
  of: CommunicationsOf;
  from: Date;
  to: Date;
  rows: readonly CommunicationReportRow[];
  timeZone: string;
  preparedAt: Date;
}

type Row = CommunicationReportRow;
const names = (people: readonly PersonSummary[]) => people.map((p) => p.fullName).join(', ');

/**
 * The columns of a communications list. The caller list names the caller in its title, so its
 * rows say only who else was on the call; the project report names the project in its title, so
 * its rows do not repeat it.
 */
function columnsFor(of: CommunicationsOf): TableColumn<Row>[] {
  const people: TableColumn<Row> =
    'caller' in of
      ? { header: 'With', kind: 'text', value: (r) => names(r.employees.filter((p) => p._id !== of.caller._id)) }
      : { header: 'By', kind: 'text', value: (r) => names(r.employees) };
  return [
    { header: 'Date', kind: 'dateTime', value: (r) => r.commsDate },
    { header: 'Type', kind: 'text', value: (r) => communicationTypeLabel(r.commsType) },
    ...('caller' in of ? [{ header: 'Project', kind: 'text', value: (r: Row) => r.projectName } as const] : []),
    { header: 'Purchaser', kind: 'text', value: (r) => r.purchaserName },
    { header: 'Contacted', kind: 'text', value: (r) => r.contacted },
    people,
    { header: 'Outcome', kind: 'text', value: (r) => r.outcome ?? '' },
    { header: 'Next action', kind: 'text', value: (r) => actionText(r.action) },
    { header: 'Notes', kind: 'text', value: (r) => r.content, width: 60 },
  ];
}

/**
 * The period in the firm's days when it covers whole days there (as the web app asks: midnight
 * to 23:59:59), else to the minute.
 */
function periodText(zone: string, from: Date, to: Date): string {
  const [start, end] = [wallClockIn(zone, from), wallClockIn(zone, to)];
  const clock = (d: Date) => d.toISOString().slice(11, 19);
  if (clock(start) !== '00:00:00' || clock(end) !== '23:59:59') {
    return `${formatFirmDateTime(zone, from)} to ${formatFirmDateTime(zone, to)}`;
  }
  const [first, last] = [formatFirmDate(zone, from), formatFirmDate(zone, to)];
  return first === last ? first : `${first} to ${last}`;
}

/** Columns that may say the same on every row of a period (all by phone, all on one project). */
const foldable = ['Type', 'Project', 'Purchaser', 'Contacted', 'With', 'By'];

/**
 * A list of communications as a Word document: the caller report ('{full name} - Caller
 * List.docx', spec §7.9, §9) and the project communications report (§7.6) share it.
 */
export async function buildCommunicationsDocument(input: CommunicationsDocumentInput): Promise<Buffer> {
  const { of, from, to, rows, timeZone, preparedAt } = input;
  const { content, repeated } = withoutRepeatedColumns(readTable(columnsFor(of), rows, timeZone), foldable);
  const title = 'caller' in of ? `${of.caller.fullName} - Caller List` : `${of.project.projectName} - Communications`;
  const subject =
    'caller' in of
      ? `Caller: ${of.caller.fullName}`
      : `Project: ${of.project.projectName} (${of.project.reference}), client ${of.project.clientName}`;
  return buildWordReport({
    title,
    details: [
      subject,
      `Period: ${periodText(timeZone, from, to)}`,
      counted(rows.length, 'communication'),
      ...repeated.map(({ header, text }) => `${header}: ${text}`),
    ],
    timeZone,
    preparedAt,
    table: content,
    noRows: 'No communications in this period.',
  });
}

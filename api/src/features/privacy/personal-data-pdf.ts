import { mentionedRecordType, type HistoryEntry, type Note } from '@dealbook/contracts';
import type { PersonalMention } from '@dealbook/projections';
import {
  fieldsSection,
  tableSection,
  type PrintDocument,
  type PrintSection,
} from '../../platform/exports/pdf/print-document.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { contactPdf } from '../detail-pdfs/contact-pdf.js';
import { limited } from '../detail-pdfs/limited-list.js';
import type { ContactPersonalData } from './contact-personal-data.js';
import type { ArchivedAttachment, PersonalDataHeader } from './personal-data-archive.js';

// The sentence names who did it ("Ann Lee added the contact …").
const historyColumns: TableColumn<HistoryEntry>[] = [
  { header: 'When', kind: 'dateTime', value: (entry) => entry.recordedAt, width: 14 },
  { header: 'What', kind: 'text', value: (entry) => entry.sentence.map((part) => part.text).join(''), width: 64 },
];

const noteColumns: TableColumn<Note>[] = [
  { header: 'Written', kind: 'dateTime', value: (note) => note.createdAt, width: 12 },
  { header: 'Subject', kind: 'text', value: (note) => note.subject, width: 16 },
  { header: 'Note', kind: 'text', value: (note) => note.content, width: 50 },
];

const attachmentColumns: TableColumn<ArchivedAttachment>[] = [
  { header: 'File', kind: 'text', value: (file) => file.fileName, width: 24 },
  { header: 'Description', kind: 'text', value: (file) => file.description, width: 24 },
  { header: 'Uploaded', kind: 'dateTime', value: (file) => file.createdAt, width: 12 },
  {
    header: 'In this archive as',
    kind: 'text',
    value: (file) => file.archivePath ?? 'Missing from the file store',
    width: 24,
  },
];

const namedColumns = (header: string): TableColumn<{ name: string }>[] => [
  { header, kind: 'text', value: (row) => row.name },
];

/** "Task: Send the NDA", or just "Note" for a note without a subject. */
const mentionedIn = ({ recordType, recordName }: PersonalMention) => {
  const label = mentionedRecordType(recordType);
  return recordName && recordName !== label ? `${label}: ${recordName}` : label;
};

const mentionColumns: TableColumn<PersonalMention>[] = [
  { header: 'Record', kind: 'text', value: mentionedIn, width: 22 },
  { header: 'Field', kind: 'text', value: (mention) => mention.field, width: 10 },
  { header: 'Text', kind: 'text', value: (mention) => mention.text, width: 50 },
];

/** What every person's archive holds, whoever they are: their record's history, notes, files and mentions. */
export type PersonalDataPdfData = PersonalDataHeader & {
  history: HistoryEntry[];
  notes: Note[];
  attachments: ArchivedAttachment[];
  mentions: PersonalMention[];
};

/** What differs between a contact's archive and a staff account's. */
export interface PersonalDataPdfParts {
  /** What the record is, first under the title ("Contact C-00012", "User account ann@firm.example"). */
  describedAs: string;
  /** The record's own page, every list whole. */
  record: PrintSection[];
  /** The lists only this kind of person has, after their files. */
  more: PrintSection[];
  /** The heading of the notes: a contact's are those on them, a user's those they wrote. */
  notesHeading?: string;
}

/**
 * The readable half of a subject access archive: the record's page on paper with every list whole,
 * then what the page does not show — the record's history, notes and files, what only this kind of
 * person has, and the free text elsewhere that names them.
 */
export function personalDataPdf(
  data: PersonalDataPdfData,
  exportedOn: string,
  { describedAs, record, more, notesHeading = 'Notes' }: PersonalDataPdfParts,
): PrintDocument {
  return {
    title: `Personal data held on ${data.subject.fullName}`,
    subtitle: [
      describedAs,
      `Exported by ${data.exportedBy.fullName} on ${exportedOn} for a subject access request`,
      'The machine-readable copy of everything here is personal-data.json in the same archive.',
    ],
    sections: [
      ...record,
      tableSection('History of the record', historyColumns, data.history, 'No history.'),
      tableSection(notesHeading, noteColumns, data.notes, 'No notes.'),
      tableSection('Files', attachmentColumns, data.attachments, 'No files.'),
      ...more,
      tableSection(
        'Mentioned elsewhere (by name or e-mail address)',
        mentionColumns,
        data.mentions,
        'Not named in any other record.',
      ),
      fieldsSection('About this export', [
        { label: 'Format', value: data.format },
        { label: 'Exported at', value: exportedOn },
      ]),
    ],
  };
}

/** A contact's archive on paper: their page, then the deals of their calls. */
export function contactPersonalDataPdf(data: ContactPersonalData, exportedOn: string): PrintDocument {
  const page = contactPdf({
    contact: data.contact,
    tasks: limited(data.tasks),
    communications: limited(data.communications),
    events: limited(data.eventsAttended),
    communicationsHeading: 'Communications',
  });
  return personalDataPdf(data, exportedOn, {
    describedAs: `Contact ${data.subject.reference}`,
    record: page.sections,
    more: [
      tableSection(
        'Projects of their calls',
        namedColumns('Project'),
        data.projects.map((project) => ({ name: project.projectName })),
        'None.',
      ),
      tableSection(
        'Purchasers of their calls',
        namedColumns('Purchaser'),
        data.purchasers.map((purchaser) => ({ name: purchaser.companyName })),
        'None.',
      ),
    ],
  });
}

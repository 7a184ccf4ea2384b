import type { HistoryEntry, Note } from '@dealbook/contracts';
import type { PersonalMention } from '@dealbook/projections';
import { fieldsSection, tableSection, type PrintDocument } from '../../platform/exports/pdf/print-document.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { contactPdf } from '../detail-pdfs/contact-pdf.js';
import { limited } from '../detail-pdfs/limited-list.js';
import type { ArchivedAttachment, ContactPersonalData } from './contact-personal-data.js';

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

const recordTypeLabels: Record<string, string> = {
  note: 'Note',
  communication: 'Communication',
  task: 'Task',
  project: 'Project',
  event: 'Event',
  payment: 'Payment',
  company: 'Company',
  contact: 'Person',
};

/** "Task: Send the NDA", or just "Note" for a note without a subject. */
const mentionedIn = ({ recordType, recordName }: PersonalMention) => {
  const label = recordTypeLabels[recordType] ?? recordType;
  return recordName && recordName !== label ? `${label}: ${recordName}` : label;
};

const mentionColumns: TableColumn<PersonalMention>[] = [
  { header: 'Record', kind: 'text', value: mentionedIn, width: 22 },
  { header: 'Field', kind: 'text', value: (mention) => mention.field, width: 10 },
  { header: 'Text', kind: 'text', value: (mention) => mention.text, width: 50 },
];

/**
 * The readable half of a subject access archive: the contact's page on paper with every list
 * whole, then what the page does not show — the record's history, notes, files, the deals of
 * their calls, and the free text elsewhere that names them.
 */
export function personalDataPdf(data: ContactPersonalData, exportedOn: string): PrintDocument {
  const page = contactPdf({
    contact: data.contact,
    tasks: limited(data.tasks),
    communications: limited(data.communications),
    events: limited(data.eventsAttended),
    communicationsHeading: 'Communications',
  });
  return {
    title: `Personal data held on ${data.subject.fullName}`,
    subtitle: [
      `Contact ${data.subject.reference}`,
      `Exported by ${data.exportedBy.fullName} on ${exportedOn} for a subject access request`,
      'The machine-readable copy of everything here is personal-data.json in the same archive.',
    ],
    sections: [
      ...page.sections,
      tableSection('History of the record', historyColumns, data.history, 'No history.'),
      tableSection('Notes', noteColumns, data.notes, 'No notes.'),
      tableSection('Files', attachmentColumns, data.attachments, 'No files.'),
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

import { companyFieldLabels } from '../companies/company-labels.js';
import { contactFieldLabels } from '../contacts/contact-labels.js';
import { eventFieldLabels } from '../crm-events/crm-event-labels.js';
import { projectFieldLabels } from '../projects/project-labels.js';
import { PurchaseMilestoneLabels } from '../purchases/purchase.js';

/**
 * The fields a history line may name, per record type, in the words of their forms. A field no
 * table knows is left out of a line rather than shown by its identifier.
 */
const fieldLabels: Record<string, Readonly<Record<string, string>>> = {
  project: projectFieldLabels,
  company: companyFieldLabels,
  contact: contactFieldLabels,
  event: eventFieldLabels as Record<string, string>,
  task: {
    subject: 'Subject',
    description: 'Description',
    status: 'Status',
    priority: 'Priority',
    dueDate: 'Due date',
    assignedTo: 'Assigned to',
  },
  payment: {
    description: 'Description',
    status: 'Status',
    dueDate: 'Due date',
    vatRate: 'VAT rate',
    amountIncVAT: 'Amount (inc. VAT)',
  },
  note: { content: 'Text', subject: 'Subject', pinned: 'Pinned' },
  communication: {
    commsType: 'Type',
    commsDate: 'Date',
    content: 'Notes',
    contacted: 'Contacted',
    employees: 'People spoken to',
    outcome: 'Outcome',
    action: 'Next action',
  },
  purchase: {
    ...PurchaseMilestoneLabels,
    currentStage: 'Stage',
    priority: 'Priority',
    clientComments: 'Client comments',
    internalComments: 'Internal comments',
  },
  attachment: { fileName: 'File name', description: 'Description' },
};

/** A record's field as its form labels it ("Due date"), or undefined for a field no table names. */
export const recordFieldLabel = (recordType: string, field: string): string | undefined =>
  fieldLabels[recordType]?.[field];

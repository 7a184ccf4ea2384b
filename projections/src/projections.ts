import { attachmentProjection } from './attachments/attachment.projection.js';
import { companyProjection } from './companies/company.projection.js';
import { crmEventProjection } from './crm-events/crm-event.projection.js';
import { contactProjection } from './contacts/contact.projection.js';
import type { Projection } from './runner/projection.js';
import { userProjection } from './users/user.projection.js';
import { taskProjection } from './tasks/task.projection.js';
import { noteProjection } from './notes/note.projection.js';
import { paymentProjection } from './payments/payment.projection.js';
import { projectProjection } from './projects/project.projection.js';
import { purchaseProjection } from './purchases/purchase.projection.js';
import { communicationProjection } from './communications/communication.projection.js';
import { dashboardActivityProjection } from './dashboards/dashboard-activity.projection.js';
import { dashboardProjection } from './dashboards/dashboard.projection.js';
import { reportScheduleProjection } from './report-schedules/report-schedule.projection.js';
import { importProjection } from './imports/import.projection.js';
import { importRecordsProjection } from './imports/import-records.projection.js';
import { mergedRecordProjection } from './merges/merged-record.projection.js';
import { buyerLinkProjection } from './buyer-documents/buyer-link.projection.js';

/** Every read model's projection; add a line per read model. */
export const projections: readonly Projection[] = [
  companyProjection,
  userProjection,
  contactProjection,
  attachmentProjection,
  crmEventProjection,
  taskProjection,
  noteProjection,
  paymentProjection,
  projectProjection,
  purchaseProjection,
  communicationProjection,
  dashboardProjection,
  dashboardActivityProjection,
  reportScheduleProjection,
  importProjection,
  importRecordsProjection,
  mergedRecordProjection,
  buyerLinkProjection,
];

import type { MergedRecordTable } from './merges/merged-record.table.js';
import type { AttachmentTable } from './attachments/attachment.table.js';
import type { BuyerLinkTable } from './buyer-documents/buyer-link.table.js';
import type { CompanyTable } from './companies/company.table.js';
import type { CrmEventTable } from './crm-events/crm-event.table.js';
import type { ContactCompanyTable, ContactTable } from './contacts/contact.table.js';
import type { CheckpointTable } from './runner/checkpoint.table.js';
import type { TaskTable } from './tasks/task.table.js';
import type { NoteTable } from './notes/note.table.js';
import type { PaymentTable } from './payments/payment.table.js';
import type { ProjectTable } from './projects/project.table.js';
import type { PurchaseCommTable, PurchaseTable } from './purchases/purchase.table.js';
import type { CommunicationTable } from './communications/communication.table.js';
import type {
  DashboardActivityTable,
  DashboardCallTable,
  DashboardMilestoneTable,
  DashboardStageTable,
  DashboardTargetTable,
} from './dashboards/dashboard.table.js';
import type { ReportRunTable, ReportScheduleTable } from './report-schedules/report-schedule.table.js';
import type {
  ImportFailureTable,
  ImportMappingTable,
  ImportPreviewTable,
  ImportRecordTable,
  ImportTable,
} from './imports/import.table.js';
import type { AppSecretTable, UserCredentialTable, UserTable } from './users/user.table.js';

/**
 * Every read-model table, for Kysely's typing. Each read model adds its tables here.
 * (The event store's own tables are typed in api/infra/event-store.)
 */
export interface ReadModelDatabase {
  companies: CompanyTable;
  checkpoints: CheckpointTable;
  users: UserTable;
  user_credentials: UserCredentialTable;
  app_secrets: AppSecretTable;
  contacts: ContactTable;
  contact_companies: ContactCompanyTable;
  tasks: TaskTable;
  notes: NoteTable;
  payments: PaymentTable;
  attachments: AttachmentTable;
  crm_events: CrmEventTable;
  projects: ProjectTable;
  purchases: PurchaseTable;
  purchase_comms: PurchaseCommTable;
  communications: CommunicationTable;
  dashboard_calls: DashboardCallTable;
  dashboard_milestones: DashboardMilestoneTable;
  dashboard_stages: DashboardStageTable;
  dashboard_targets: DashboardTargetTable;
  dashboard_activity: DashboardActivityTable;
  report_schedules: ReportScheduleTable;
  report_runs: ReportRunTable;
  imports: ImportTable;
  import_preview: ImportPreviewTable;
  import_failures: ImportFailureTable;
  import_records: ImportRecordTable;
  import_mappings: ImportMappingTable;
  merged_records: MergedRecordTable;
  buyer_links: BuyerLinkTable;
}

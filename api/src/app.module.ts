import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './platform/auth/auth.module.js';
import { RecordAnswerInterceptor } from './kernel/http/record-answer.js';
import { ApiExceptionFilter } from './kernel/http/api-exception.filter.js';
import { StorableTextPipe } from './kernel/http/storable-text.pipe.js';
import { CompaniesModule } from './features/companies/companies.module.js';
import { MergesModule } from './features/merges/merges.module.js';
import { ContactsModule } from './features/contacts/contacts.module.js';
import { TasksModule } from './features/tasks/tasks.module.js';
import { NotesModule } from './features/notes/notes.module.js';
import { PaymentsModule } from './features/payments/payments.module.js';
import { AttachmentsModule } from './features/attachments/attachments.module.js';
import { CrmEventsModule } from './features/crm-events/crm-events.module.js';
import type { AppConfig } from './kernel/config/app-config.js';
import { ConfigModule } from './kernel/config/config.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { HeavyWorkModule } from './kernel/heavy-work/heavy-work.module.js';
import { HistoryModule } from './features/history/history.module.js';
import { DatabaseModule } from './infra/database/database.module.js';
import type { Persistence } from './infra/persistence.js';
import { OpenApiModule } from './platform/openapi/openapi.module.js';
import { RealtimeModule } from './platform/realtime/realtime.module.js';
import { UsersModule } from './platform/accounts/users.module.js';
import { UsersApiModule } from './features/users/users-api.module.js';
import { TeamModule } from './features/team/team.module.js';
import { DirectoryModule } from './integrations/directory/directory.module.js';
import { ClientLogsModule } from './platform/client-logs/client-logs.module.js';
import { SearchModule } from './features/search/search.module.js';
import { PlacesModule } from './integrations/places/places.module.js';
import { CompanyDataModule } from './integrations/company-data/company-data.module.js';
import { ProjectsModule } from './features/projects/projects.module.js';
import { PurchasesModule } from './features/purchases/purchases.module.js';
import { BuyerDocumentsModule } from './features/buyer-documents/buyer-documents.module.js';
import { CommunicationsModule } from './features/communications/communications.module.js';
import { ClientPortalModule } from './features/client-portal/client-portal.module.js';
import { DashboardsModule } from './features/dashboards/dashboards.module.js';
import { DocumentsModule } from './features/documents/documents.module.js';
import { ReportsModule } from './features/reports/reports.module.js';
import { ReportSchedulesModule } from './features/report-schedules/report-schedules.module.js';
import { ImportsModule } from './features/imports/imports.module.js';
import { DetailPdfsModule } from './features/detail-pdfs/detail-pdfs.module.js';
import { PrivacyModule } from './features/privacy/privacy.module.js';
import { ExportsModule } from './platform/exports/exports.module.js';
import { IdempotencyModule } from './platform/idempotency/idempotency.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';

export type ModuleImport = NonNullable<ModuleMetadata['imports']>[number];

@Module({})
export class AppModule {
  /** `extra` lets tests mount modules of their own (the deny-by-default probe). */
  static forRoot(config: AppConfig, persistence: Persistence, extra: ModuleImport[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(persistence),
        HeavyWorkModule,
        MetricsModule,
        UsersModule,
        AuthModule,
        IdempotencyModule,
        HistoryModule,
        HealthModule,
        RealtimeModule,
        ExportsModule,
        CompaniesModule,
        ContactsModule,
        MergesModule,
        TasksModule,
        NotesModule,
        PaymentsModule,
        AttachmentsModule,
        CrmEventsModule,
        UsersApiModule,
        TeamModule,
        DirectoryModule,
        ClientLogsModule,
        SearchModule,
        PlacesModule,
        CompanyDataModule,
        ProjectsModule,
        PurchasesModule,
        BuyerDocumentsModule,
        CommunicationsModule,
        DashboardsModule,
        ClientPortalModule,
        DocumentsModule,
        ReportsModule,
        ReportSchedulesModule,
        ImportsModule,
        DetailPdfsModule,
        PrivacyModule,
        OpenApiModule,
        ...extra,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useClass: StorableTextPipe },
        { provide: APP_INTERCEPTOR, useClass: RecordAnswerInterceptor },
      ],
    };
  }
}

import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module.js';
import { RecordAnswerInterceptor } from './common/http/record-answer.js';
import { ApiExceptionFilter } from './common/http/api-exception.filter.js';
import { StorableTextPipe } from './common/http/storable-text.pipe.js';
import { CompaniesModule } from './companies/companies.module.js';
import { MergesModule } from './merges/merges.module.js';
import { ContactsModule } from './contacts/contacts.module.js';
import { TasksModule } from './tasks/tasks.module.js';
import { NotesModule } from './notes/notes.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { AttachmentsModule } from './attachments/attachments.module.js';
import { CrmEventsModule } from './crm-events/crm-events.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { HealthModule } from './health/health.module.js';
import { HeavyWorkModule } from './common/heavy-work/heavy-work.module.js';
import { HistoryModule } from './history/history.module.js';
import { DatabaseModule } from './infra/database/database.module.js';
import type { Persistence } from './infra/persistence.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { UsersModule } from './users/users.module.js';
import { UsersApiModule } from './users/users-api.module.js';
import { TeamModule } from './team/team.module.js';
import { DirectoryModule } from './directory/directory.module.js';
import { ClientLogsModule } from './client-logs/client-logs.module.js';
import { SearchModule } from './search/search.module.js';
import { PlacesModule } from './places/places.module.js';
import { CompanyDataModule } from './company-data/company-data.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { PurchasesModule } from './purchases/purchases.module.js';
import { CommunicationsModule } from './communications/communications.module.js';
import { ClientPortalModule } from './client-portal/client-portal.module.js';
import { DashboardsModule } from './dashboards/dashboards.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReportSchedulesModule } from './report-schedules/report-schedules.module.js';
import { ImportsModule } from './imports/imports.module.js';
import { DetailPdfsModule } from './detail-pdfs/detail-pdfs.module.js';
import { ExportsModule } from './exports/exports.module.js';

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
        UsersModule,
        AuthModule,
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
        CommunicationsModule,
        DashboardsModule,
        ClientPortalModule,
        DocumentsModule,
        ReportsModule,
        ReportSchedulesModule,
        ImportsModule,
        DetailPdfsModule,
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

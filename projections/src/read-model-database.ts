import type { CompanyTable } from './companies/company.table.js';
import type { CheckpointTable } from './runner/checkpoint.table.js';
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
}

import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { AuthModule } from '../../platform/auth/auth.module.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { OutboxMailer, SmtpMailer, type Mailer } from '../../infra/mail/mailer.js';
import { BuiltInDirectory } from './built-in-directory.js';
import { loadDirectoryConfig, type DirectoryConfig } from './directory-config.js';
import type { DirectoryDatabase } from './directory-tables.js';
import { DirectoryController } from './directory.controller.js';
import { DIRECTORY, DIRECTORY_CONFIG, MAILER, type Directory } from './directory.port.js';
import { GraphDirectory } from './graph-directory.js';
import { SignupController } from './signup.controller.js';

/** The directory of spec §7.2 (Microsoft Graph or built-in, by configuration) and its mail. */
@Module({
  imports: [AuthModule],
  controllers: [DirectoryController, SignupController],
  providers: [
    { provide: DIRECTORY_CONFIG, useFactory: (): DirectoryConfig => loadDirectoryConfig() },
    {
      provide: MAILER,
      inject: [DIRECTORY_CONFIG, DATABASE],
      useFactory: (config: DirectoryConfig, db: Kysely<DirectoryDatabase>): Mailer =>
        config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db),
    },
    {
      provide: DIRECTORY,
      inject: [DIRECTORY_CONFIG, DATABASE, Commands, MAILER],
      useFactory: (
        config: DirectoryConfig,
        db: Kysely<DirectoryDatabase>,
        commands: Commands,
        mailer: Mailer,
      ): Directory =>
        config.kind === 'graph' ? new GraphDirectory(config.graph) : new BuiltInDirectory(db, commands, mailer),
    },
  ],
  // The directory's mail is the app's mail: scheduled reports are sent through it too.
  exports: [MAILER],
})
export class DirectoryModule {}

import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import type { Persistence } from '../persistence.js';
import { DATABASE, EVENT_STORE, PERSISTENCE, REPLAY_DATABASE } from '../../kernel/database-tokens.js';

/**
 * Hands the already opened persistence (database, event store) to every module, with Commands,
 * which runs a decider's command on that store. It is opened before Nest so that a locked data
 * folder stops the start before anything listens, and closed last: onApplicationShutdown runs
 * after every onModuleDestroy (subscriptions) and after the HTTP server stopped taking requests.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  static forRoot(persistence: Persistence): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: PERSISTENCE, useValue: persistence },
        { provide: DATABASE, useValue: persistence.db },
        { provide: REPLAY_DATABASE, useValue: persistence.replayDb },
        { provide: EVENT_STORE, useValue: persistence.store },
        Commands,
      ],
      exports: [PERSISTENCE, DATABASE, REPLAY_DATABASE, EVENT_STORE, Commands],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.persistence.close();
  }
}

import { Inject, Injectable, Optional } from '@nestjs/common';
import { WrongExpectedVersion, type DomainEvent, type EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { EVENT_STORE } from '../database-tokens.js';
import type { Decider } from './decider.js';
import { executeCommand, type CommandOutcome, type ExecuteCommandOptions } from './execute-command.js';
import { COMMAND_OBSERVER, type CommandObserver, type CommandResult } from './command-observer.js';
import { DomainError } from '../errors/domain-error.js';

/**
 * The one way a request, seed or job runs a decided command (Emmett's handle(store, id, decide)):
 * the decider names the stream and decides, and the command is the contracts' plain object,
 * declared once, not again in a command class and a handler that only forwards it. The decider
 * alone fixes the command's type (NoInfer), so a command it does not know is a compile error. A
 * command that must load something first is a plain function named for its use case
 * (updateProject), given the read model and Commands (LookUpAndRun): it looks up what the decision
 * needs, then runs the command here. There is no command bus.
 */
@Injectable()
export class Commands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Optional() @Inject(COMMAND_OBSERVER) private readonly observer?: CommandObserver,
  ) {}

  async execute<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    options: ExecuteCommandOptions<NoInfer<Command>>,
  ): Promise<CommandOutcome<Event>> {
    if (!this.observer) return executeCommand(this.store, decider, options);
    const started = performance.now();
    const name = (options.command as { type?: unknown }).type;
    const report = (result: CommandResult) =>
      this.observer!.observe(typeof name === 'string' ? name : 'unnamed', result, (performance.now() - started) / 1000);
    try {
      const outcome = await executeCommand(this.store, decider, options);
      report(outcome.events.length > 0 ? 'appended' : 'unchanged');
      return outcome;
    } catch (error) {
      report(error instanceof WrongExpectedVersion ? 'conflict' : error instanceof DomainError ? 'refused' : 'failed');
      throw error;
    }
  }
}

/** What a use case that looks something up in the read model before deciding is given. */
export interface LookUpAndRun {
  readonly db: Kysely<ReadModelDatabase>;
  readonly commands: Commands;
}

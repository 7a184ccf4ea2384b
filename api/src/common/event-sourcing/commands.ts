import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, EventStore } from '@dealbook/contracts';
import { EVENT_STORE } from '../../infra/database/tokens.js';
import type { Decider } from './decider.js';
import { executeCommand, type CommandOutcome, type ExecuteCommandOptions } from './execute-command.js';

/**
 * The one way a request, seed or job runs a decided command (Emmett's handle(store, id, decide)):
 * the decider names the stream and decides, and the command is the contracts' plain object,
 * declared once, not again in a Nest command class and a handler that only forwards it. The
 * decider alone fixes the command's type (NoInfer), so a command it does not know is a compile
 * error. A command that must load something first keeps its handler on the CommandBus.
 */
@Injectable()
export class Commands {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    options: ExecuteCommandOptions<NoInfer<Command>>,
  ): Promise<CommandOutcome<Event>> {
    return executeCommand(this.store, decider, options);
  }
}

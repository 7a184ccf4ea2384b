import { everyEventCatalogue, type BulkOperation, type DomainEvent, type StreamAppend } from '@dealbook/contracts';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import { newId } from '../../kernel/ids.js';

/**
 * Every stream a merge (or its undo) writes to, each at the version it was read at, appended in
 * one transaction: all of it is recorded, or, when any record moved on meanwhile, none of it.
 * Every event names the merge (`via`), so each record's history says it moved by the merge.
 */
export class MergeAppends {
  private readonly streams = new Map<string, { version: number; events: DomainEvent[] }>();

  constructor(
    private readonly metadata: CommandMetadata,
    private readonly via: BulkOperation,
  ) {}

  add(streamType: string, id: string, version: number, events: readonly DomainEvent[]): void {
    if (events.length === 0) return;
    const streamId = `${streamType}-${id}`;
    const found = this.streams.get(streamId);
    if (found) found.events.push(...events);
    else this.streams.set(streamId, { version, events: [...events] });
  }

  toAppends(): StreamAppend[] {
    return [...this.streams].map(([streamId, { version, events }]) => {
      return {
        streamId,
        expectedVersion: version,
        events: events.map((event) => ({
          eventId: newId(),
          type: event.type,
          data: event.data,
          schemaVersion: everyEventCatalogue[event.type]!.schemaVersion,
          metadata: {
            actorId: this.metadata.actorId,
            correlationId: this.metadata.correlationId,
            causationId: null,
            via: this.via,
          },
        })),
      };
    });
  }
}

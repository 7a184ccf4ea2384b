import {
  changedValues,
  MaxReportRunClaims,
  ReportScheduleEvents,
  scheduleFilterProblems,
  streamId,
  type ReportScheduleActor,
  type ReportScheduleChanged,
  type ReportScheduleCommand,
  type ReportScheduleEvent,
  type ReportScheduleFields,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';

export interface ReportScheduleState {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
  fields: ReportScheduleFields | null;
  /** The due time of the latest run claimed, and whether it has finished. */
  lastDueAt: string | null;
  running: boolean;
  /** Claims of the latest run (1, then 2, 3, … as instances take it over). */
  claims: number;
  /** When it was last claimed (ISO); null when the claim was recorded without its time (before issue 36). */
  claimedAt: string | null;
}

/** Each schedule's events live on `schedule-<id>` (a stream type is one word: see parseStreamId). */
export const reportScheduleStreamId = (scheduleId: string) => streamId('schedule', scheduleId);

type Changes = ReportScheduleChanged['data']['changes'];
const fieldNames = [
  'filters',
  'frequency',
  'time',
  'weekday',
  'monthDay',
  'recipients',
  'format',
] as const satisfies readonly (keyof ReportScheduleFields)[];

export const reportScheduleDecider: Decider<ReportScheduleState, ReportScheduleCommand, ReportScheduleEvent> = {
  events: ReportScheduleEvents,
  streamIdOf: (command) => reportScheduleStreamId(command.scheduleId),
  initialState: {
    exists: false,
    deleted: false,
    ownerId: null,
    fields: null,
    lastDueAt: null,
    running: false,
    claims: 0,
    claimedAt: null,
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ReportScheduled':
        return { ...state, exists: true, ownerId: event.data.ownerId, fields: event.data.fields };
      case 'ReportScheduleChanged':
        return { ...state, fields: { ...state.fields!, ...changedValues(ReportScheduleEvents, event) } };
      case 'ReportScheduleDeleted':
        return { ...state, deleted: true };
      case 'ReportRunStarted': {
        const again = state.running && state.lastDueAt === event.data.dueAt;
        return {
          ...state,
          lastDueAt: event.data.dueAt,
          running: true,
          claims: event.data.attempt ?? (again ? state.claims + 1 : 1),
          claimedAt: event.data.claimedAt ?? null,
        };
      }
      case 'ReportRunFinished':
        return { ...state, running: false };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ScheduleReport': {
        if (state.exists) throw new DomainError('conflict', `Schedule ${command.scheduleId} already exists`);
        requireValid(command.fields, command.unknownRecipients);
        const { scheduleId, ownerId, fields } = command;
        return [{ type: 'ReportScheduled', data: { scheduleId, ownerId, fields } }];
      }
      case 'ChangeReportSchedule': {
        const current = live(state, command.scheduleId);
        requireMayChange(state, command.actor);
        if (command.fields.report !== current.report) {
          throw new DomainError('validation', 'report: a schedule keeps its report; schedule the other one instead', {
            report: 'cannot be changed',
          });
        }
        requireValid(command.fields, command.unknownRecipients);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of fieldNames) {
          const [from, to] = [current[field], command.fields[field]];
          if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
        }
        if (Object.keys(changes).length === 0) return [];
        return [
          { type: 'ReportScheduleChanged', data: { scheduleId: command.scheduleId, changes: changes as Changes } },
        ];
      }
      case 'DeleteReportSchedule':
        live(state, command.scheduleId);
        requireMayChange(state, command.actor);
        return [{ type: 'ReportScheduleDeleted', data: { scheduleId: command.scheduleId } }];
      case 'StartReportRun':
        live(state, command.scheduleId);
        // Claimed once: a second instance deciding on the same version loses the append, and
        // deciding again it finds the run claimed here.
        if (state.lastDueAt !== null && state.lastDueAt >= command.dueAt) {
          throw new DomainError('conflict', `The run due at ${command.dueAt} was already claimed`);
        }
        return [
          {
            type: 'ReportRunStarted',
            data: {
              scheduleId: command.scheduleId,
              dueAt: command.dueAt,
              ...(command.at ? { claimedAt: command.at } : {}),
            },
          },
        ];
      case 'TakeOverReportRun': {
        live(state, command.scheduleId);
        const { scheduleId, dueAt, at } = command;
        if (!state.running || state.lastDueAt !== dueAt) {
          throw new DomainError('conflict', `No run due at ${dueAt} is under way`);
        }
        // Still within its time: its instance may be at it. Two instances taking over on the same
        // version: one appends, the other decides again on the new claim and lands here.
        const claimed = state.claimedAt === null ? Number.NEGATIVE_INFINITY : Date.parse(state.claimedAt);
        if (Date.parse(at) - claimed < command.takeOverAfterSeconds * 1000) {
          throw new DomainError(
            'conflict',
            `The run due at ${dueAt} was claimed under ${command.takeOverAfterSeconds} s ago`,
          );
        }
        if (state.claims >= MaxReportRunClaims) {
          return [
            {
              type: 'ReportRunFinished',
              data: {
                scheduleId,
                dueAt,
                outcome: 'failed',
                rowCount: null,
                detail: `Not sent: the app stopped during this run (claimed ${state.claims} times).`,
              },
            },
          ];
        }
        return [{ type: 'ReportRunStarted', data: { scheduleId, dueAt, attempt: state.claims + 1, claimedAt: at } }];
      }
      case 'FinishReportRun': {
        if (!state.exists) throw notFound('Report schedule', command.scheduleId);
        if (!state.running || state.lastDueAt !== command.dueAt) {
          throw new DomainError('conflict', `No run due at ${command.dueAt} is under way`);
        }
        const { scheduleId, dueAt, outcome, rowCount, detail } = command;
        return [{ type: 'ReportRunFinished', data: { scheduleId, dueAt, outcome, rowCount, detail } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function live(state: ReportScheduleState, scheduleId: string): ReportScheduleFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Report schedule', scheduleId);
  return state.fields;
}

/** A schedule is its owner's; a manager or above may change or remove anyone's. */
function requireMayChange(state: ReportScheduleState, actor: ReportScheduleActor): void {
  if (!actor.isManager && state.ownerId !== actor.id) {
    throw new DomainError('forbidden', 'Only the person who scheduled this report or a manager may change it');
  }
}

function requireValid(fields: ReportScheduleFields, unknownRecipients: readonly string[]): void {
  const problems = scheduleFilterProblems(fields.report, fields.filters as Record<string, string>);
  if (unknownRecipients.length > 0) {
    problems.recipients = `not a person of the firm: ${unknownRecipients.join(', ')} (reports go to staff only)`;
  }
  const entries = Object.entries(problems);
  if (entries.length > 0) {
    throw new DomainError('validation', entries.map(([field, text]) => `${field}: ${text}`).join('; '), problems);
  }
}

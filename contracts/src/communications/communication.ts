import { z } from 'zod';
import {
  CommunicationAction,
  CommunicationOutcomes,
  CommunicationType,
  type CommunicationOutcome,
} from '../enums/numeric-enums.js';
import type { LinkableType } from '../links/linkable.js';
import {
  isoInstant,
  linkListShape,
  optionalLinkListShape,
  type ChildLinkLists,
  type PersonSummary,
} from '../tasks/child-links.js';

/** The records a communication belongs to (spec §3.2, §3.3, §3.5, §3.6). */
export const CommunicationLinkTypes = [
  'purchase',
  'project',
  'company',
  'contact',
] as const satisfies readonly LinkableType[];
export type CommunicationLinkType = (typeof CommunicationLinkTypes)[number];
export type CommunicationLinkLists = ChildLinkLists<CommunicationLinkType>;

/**
 * Spec §4.4: which follow-up actions each call outcome allows. The first is the console's
 * default (one keystroke logs outcome and action).
 * DECISION: "wrong details is a trigger for a retry" reads as Try To Call Again; Find Right
 * Contact is allowed too, since the caller may need other details first.
 */
export const OutcomeActions: Record<CommunicationOutcome, readonly CommunicationAction[]> = {
  'Spoke to Contact - Successful call': [
    CommunicationAction.SendNDA,
    CommunicationAction.FurtherCallBooked,
    CommunicationAction.EmailToBeResent,
  ],
  'Engaged conversation but not the right contact': [CommunicationAction.FindRightContact],
  'Called but no response': [CommunicationAction.TryToCallAgain],
  'Wrong contact details': [CommunicationAction.TryToCallAgain, CommunicationAction.FindRightContact],
};

/** Why an outcome/action pair breaks §4.4's rules, or undefined when it keeps them. */
export function outcomeActionProblem(
  outcome: CommunicationOutcome | null,
  action: CommunicationAction | null,
): string | undefined {
  if (outcome === null) return action === null ? undefined : 'an action needs the outcome it follows from';
  const allowed = OutcomeActions[outcome];
  if (action === null) return `outcome '${outcome}' needs an action: one of ${allowed.join(', ')}`;
  if (!allowed.includes(action))
    return `action ${action} does not follow outcome '${outcome}': use one of ${allowed.join(', ')}`;
  return undefined;
}

const typeValues = Object.values(CommunicationType);
const actionValues = Object.values(CommunicationAction);
export const communicationTypeSchema = z.literal(typeValues, {
  message: `commsType must be a CommunicationType: ${typeValues.join(', ')}`,
});
export const communicationOutcomeSchema = z.enum(CommunicationOutcomes, {
  message: `outcome must be one of: ${CommunicationOutcomes.join('; ')}`,
});
export const communicationActionSchema = z.literal(actionValues, {
  message: `action must be a CommunicationAction: ${actionValues.join(', ')}`,
});
const personId = z.union(
  [
    z.uuid(),
    z
      .object({ _id: z.uuid() })
      .loose()
      .transform((p) => p._id),
  ],
  {
    message: 'must be an id or {_id}',
  },
);
const idList = (max: number) =>
  z
    .array(personId)
    .max(max)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/**
 * What a person records of a communication (spec §3.7): type, date, the contacts spoken to
 * (`contacted`, contact ids), the firm's people on it (`employees`, user ids; the author by
 * default), what was said, and the call's outcome with its follow-up action (§4.4).
 */
export const communicationFieldsSchema = z.object({
  commsType: communicationTypeSchema.default(CommunicationType.Phone),
  commsDate: isoInstant.default(() => new Date().toISOString()),
  content: z.string().trim().max(10_000).default(''),
  contacted: idList(50).default([]),
  employees: idList(20).default([]),
  outcome: communicationOutcomeSchema.nullable().default(null),
  action: communicationActionSchema.nullable().default(null),
});
export type CommunicationFields = z.output<typeof communicationFieldsSchema>;

function checkOutcome(
  body: { outcome?: CommunicationOutcome | null; action?: CommunicationAction | null },
  ctx: z.RefinementCtx,
) {
  if (body.outcome === undefined && body.action === undefined) return;
  const problem = outcomeActionProblem(body.outcome ?? null, body.action ?? null);
  if (problem) ctx.addIssue({ code: 'custom', path: ['action'], message: problem });
}

/**
 * Who a call was with, read from its links for every list of calls (project, purchaser, contact
 * and company tabs, dashboard drill-downs, the caller's history, reports and PDFs) to show alike.
 */
export interface CallParties {
  /** The first project it is linked to. */
  project: { _id: string; projectName: string } | null;
  /** The purchaser company of its first purchase; else the first company it is linked to. */
  purchaser: { _id: string; companyName: string } | null;
  /**
   * The people spoken to: those recorded as contacted; else the contacts it is linked to; else,
   * for a call on a purchaser (the console records no person), the purchaser's contact on file,
   * the person the console calls there. Contact ids, so each can be opened.
   */
  spokenTo: PersonSummary[];
}

/** A communication as the API returns it: what was recorded, and who it was with. */
export type Communication = Omit<CommunicationFields, 'contacted' | 'employees'> &
  CommunicationLinkLists &
  CallParties & {
    _id: string;
    contacted: PersonSummary[];
    employees: PersonSummary[];
    createdBy: PersonSummary | null;
    version: number;
    createdAt: string;
    updatedAt: string;
  };

/** Body of POST /api/communication: the fields and the records it belongs to. */
export const createCommunicationBodySchema = communicationFieldsSchema
  .extend(linkListShape(CommunicationLinkTypes))
  .strict()
  .superRefine(checkOutcome)
  .superRefine((body, ctx) => {
    // A communication nobody can find from a record is lost: it must belong to one.
    if ([body.purchases, body.projects, body.companies, body.contacts].every((ids) => !ids?.length)) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          'A communication must be linked to at least one record: give purchases, projects, companies or contacts',
      });
    }
  });
export type CreateCommunicationBody = z.input<typeof createCommunicationBodySchema>;

/**
 * Body of PUT /api/communication/{id}: the fields to change; a named link list replaces it.
 * Outcome and action change together (the pair must keep §4.4's rules).
 */
export const updateCommunicationBodySchema = z
  .object({
    commsType: communicationTypeSchema.optional(),
    commsDate: isoInstant.optional(),
    content: z.string().trim().max(10_000).optional(),
    contacted: idList(50).optional(),
    employees: idList(20).optional(),
    outcome: communicationOutcomeSchema.nullable().optional(),
    action: communicationActionSchema.nullable().optional(),
    ...optionalLinkListShape(CommunicationLinkTypes),
    _id: z.string().optional(),
    version: z.number().optional(),
    createdBy: z.unknown().optional(),
    // Who the call was with is read from its links: sent back as read, it changes nothing.
    project: z.unknown().optional(),
    purchaser: z.unknown().optional(),
    spokenTo: z.unknown().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.outcome === undefined) !== (body.action === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'outcome and action change together: send both' });
      return;
    }
    checkOutcome(body, ctx);
  });
export type UpdateCommunicationBody = z.input<typeof updateCommunicationBodySchema>;

/**
 * Body of POST /api/communication/mass (spec §7.9): one communication per purchase, logged in
 * one command; each is linked to its purchase, the purchase's project and purchaser company.
 */
export const massCommunicationBodySchema = z
  .object({
    communication: communicationFieldsSchema.strict().superRefine(checkOutcome),
    purchases: z
      .array(personId)
      .min(1, 'purchases must name at least one purchase')
      .max(500, 'purchases may name at most 500 purchases')
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  })
  .strict();
export type MassCommunicationBody = z.input<typeof massCommunicationBodySchema>;

/** A point of a caller's timeline (spec §3.7): per day, action or outcome, count and share. */
export interface CommunicationTimelinePoint {
  /** YYYY-MM-DD */
  date: string;
  action: CommunicationAction | null;
  outcome: CommunicationOutcome | null;
  count: number;
  /** Share of that day's communications, 0-100, one decimal. */
  percent: number;
}

/** A caller's totals (GET /api/communications/getCommunicationsSummaryById/{userId}). */
export interface CommunicationSummary {
  userId: string;
  total: number;
  today: number;
  byOutcome: { outcome: CommunicationOutcome | null; count: number }[];
  byAction: { action: CommunicationAction | null; count: number }[];
  lastCommsDate: string | null;
}

/** Spec §9 chart colours of outcomes and actions (Blueprint palette names). */
export const OutcomeColours: Record<CommunicationOutcome, string> = {
  'Spoke to Contact - Successful call': 'green',
  'Engaged conversation but not the right contact': 'cyan',
  'Called but no response': 'yellow',
  'Wrong contact details': 'red',
};
export const ActionColours: Record<CommunicationAction, string> = {
  [CommunicationAction.SendNDA]: 'green',
  [CommunicationAction.EmailToBeResent]: 'cyan',
  [CommunicationAction.FindRightContact]: 'yellow',
  [CommunicationAction.TryToCallAgain]: 'red',
  [CommunicationAction.FurtherCallBooked]: 'blue',
};
export const NoneColour = 'grey';

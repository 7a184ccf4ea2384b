import {
  changedValues,
  ContactEvents,
  ContactFieldNames,
  ContactTransitionFlags,
  MaxContactCompanies,
  MaxContactReferrals,
  streamId,
  type CompanyRef,
  type ContactCommand,
  type ContactEvent,
  type ContactFields,
  type ContactFlagEvent,
  type ContactTransitionFlag,
  type ContactUpdated,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import {
  mergedValueChanges,
  mergeToUndo,
  refuseMergedAway,
  undoneValueChanges,
  type MergedAwayInto,
  type RememberedMerge,
} from '../../kernel/merging/merge-values.js';

/** A linked company as the state keeps it: the name is what the history shows when it ends. */
type Link = CompanyRef;

export interface ContactState {
  /** The stream holds a registration (stays true after deletion: an id is never reused). */
  exists: boolean;
  deleted: boolean;
  fields: ContactFields | null;
  /** In the order they were linked. */
  companies: Link[];
  referrals: Link[];
  /** The contact's reference, which a restore after a merge gives back. */
  reference: string;
  /** Set while the contact is merged into another (issue 32): closed to every command but its restore. */
  mergedInto: MergedAwayInto | null;
  /** The merges into this contact, for their undo. */
  merges: RememberedMerge[];
  /** Erased (issue 37): every further command is refused. */
  erased: boolean;
}

type ContactMergedChanges = Extract<ContactEvent, { type: 'ContactMerged' }>['data']['changes'];

type FieldChanges = ContactUpdated['data']['changes'];

const transitionFlags: ReadonlySet<string> = new Set(ContactTransitionFlags);

/** The event of each flag going on and off. */
const flagEvents: Record<ContactTransitionFlag, { on: ContactFlagEvent['type']; off: ContactFlagEvent['type'] }> = {
  doNotContact: { on: 'ContactMarkedDoNotContact', off: 'ContactDoNotContactLifted' },
  isAmbassador: { on: 'ContactMadeAmbassador', off: 'ContactAmbassadorRoleEnded' },
  hasSignedAmbassadorNDA: { on: 'ContactAmbassadorNdaSigned', off: 'ContactAmbassadorNdaWithdrawn' },
};

/** Each contact's events live on `contact-<id>`. */
export const contactStreamId = (contactId: string) => streamId('contact', contactId);

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  events: ContactEvents,
  streamIdOf: (command) => contactStreamId(command.contactId),

  initialState: {
    exists: false,
    deleted: false,
    fields: null,
    companies: [],
    referrals: [],
    reference: '',
    mergedInto: null,
    merges: [],
    erased: false,
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ContactRegistered':
        return {
          ...state,
          exists: true,
          deleted: false,
          fields: event.data.fields,
          companies: [],
          referrals: [],
          reference: event.data.reference,
        };
      case 'ContactUpdated':
      case 'ContactMarkedDoNotContact':
      case 'ContactDoNotContactLifted':
      case 'ContactMadeAmbassador':
      case 'ContactAmbassadorRoleEnded':
      case 'ContactAmbassadorNdaSigned':
      case 'ContactAmbassadorNdaWithdrawn':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(ContactEvents, event) } };
      case 'ContactJoinedCompany':
        return { ...state, companies: [...state.companies, linkOf(event.data)] };
      case 'ContactLeftCompany':
        return { ...state, companies: state.companies.filter((l) => l.companyId !== event.data.companyId) };
      case 'ContactReferralAdded':
        return { ...state, referrals: [...state.referrals, linkOf(event.data)] };
      case 'ContactReferralRemoved':
        return { ...state, referrals: state.referrals.filter((l) => l.companyId !== event.data.companyId) };
      case 'ContactDeleted':
        return { ...state, deleted: true };
      case 'ContactPersonalDataExported':
        return state;
      case 'ContactMerged': {
        const { mergeId, merged, changes } = event.data;
        const fields = state.fields && { ...state.fields, ...changedValues(ContactEvents, event) };
        return { ...state, fields, merges: [...state.merges, { mergeId, merged, changes, undone: false }] };
      }
      case 'ContactMergedInto':
        return { ...state, mergedInto: { mergeId: event.data.mergeId, into: event.data.into } };
      case 'ContactMergeUndone': {
        const fields = state.fields && { ...state.fields, ...changedValues(ContactEvents, event) };
        const merges = state.merges.map((m) => (m.mergeId === event.data.mergeId ? { ...m, undone: true } : m));
        return { ...state, fields, merges };
      }
      case 'ContactRestoredFromMerge':
        return { ...state, fields: event.data.fields, mergedInto: null };
      // Nothing of the person stays in the state either: only that they were erased.
      case 'ContactErased':
        return { ...state, erased: true, fields: null, companies: [], referrals: [], merges: [] };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    if (state.erased) throw erasedConflict();
    switch (command.type) {
      case 'RegisterContact': {
        const { contactId, reference, fields } = command;
        if (state.exists) throw new DomainError('conflict', `Contact ${contactId} already exists`);
        requireNames(fields);
        return [
          { type: 'ContactRegistered', data: { contactId, reference, fields } },
          ...linkEvents(contactId, [], command.companies, 'ContactJoinedCompany', 'ContactLeftCompany'),
          ...linkEvents(contactId, [], command.referrals, 'ContactReferralAdded', 'ContactReferralRemoved'),
        ];
      }
      case 'UpdateContact': {
        const { contactId } = command;
        const current = liveFields(state, contactId);
        requireNames(command.changes);
        return [
          ...changeEvents(contactId, current, command.changes),
          ...(command.companies
            ? linkEvents(contactId, state.companies, command.companies, 'ContactJoinedCompany', 'ContactLeftCompany')
            : []),
          ...(command.referrals
            ? linkEvents(
                contactId,
                state.referrals,
                command.referrals,
                'ContactReferralAdded',
                'ContactReferralRemoved',
              )
            : []),
        ];
      }
      case 'LinkContactToCompany': {
        liveFields(state, command.contactId);
        if (state.companies.some((l) => l.companyId === command.company.companyId)) return [];
        requireRoom(state.companies.length, 'companies');
        return [{ type: 'ContactJoinedCompany', data: { contactId: command.contactId, ...command.company } }];
      }
      case 'UnlinkContactFromCompany': {
        liveFields(state, command.contactId);
        const link = requireLink(state.companies, command.companyId, command.contactId, 'does not work for');
        return [{ type: 'ContactLeftCompany', data: { contactId: command.contactId, ...link } }];
      }
      case 'AddContactReferral': {
        liveFields(state, command.contactId);
        if (state.referrals.some((l) => l.companyId === command.company.companyId)) return [];
        requireRoom(state.referrals.length, 'referrals');
        return [{ type: 'ContactReferralAdded', data: { contactId: command.contactId, ...command.company } }];
      }
      case 'RemoveContactReferral': {
        liveFields(state, command.contactId);
        const link = requireLink(state.referrals, command.companyId, command.contactId, 'did not refer');
        return [{ type: 'ContactReferralRemoved', data: { contactId: command.contactId, ...link } }];
      }
      case 'DeleteContact': {
        const current = liveFields(state, command.contactId);
        return [
          {
            type: 'ContactDeleted',
            data: { contactId: command.contactId, fullName: `${current.firstName} ${current.lastName}` },
          },
        ];
      }
      case 'RecordContactPersonalDataExport':
        liveFields(state, command.contactId);
        return [{ type: 'ContactPersonalDataExported', data: { contactId: command.contactId } }];
      case 'MergeContact': {
        const { contactId, merged, mergeId, values, moved } = command;
        const current = liveFields(state, contactId);
        requireNames(values);
        const changes = mergedValueChanges(current, values) as ContactMergedChanges;
        return [
          ...addedLinks(contactId, state.companies, command.companies, 'ContactJoinedCompany'),
          ...addedLinks(contactId, state.referrals, command.referrals, 'ContactReferralAdded'),
          { type: 'ContactMerged', data: { contactId, merged, mergeId, changes, moved } },
        ];
      }
      case 'CloseMergedContact': {
        const { contactId, into, mergeId, moves } = command;
        const current = liveFields(state, contactId);
        return [
          ...state.companies.map((link): ContactEvent => ({
            type: 'ContactLeftCompany',
            data: { contactId, ...link },
          })),
          ...state.referrals.map((link): ContactEvent => ({
            type: 'ContactReferralRemoved',
            data: { contactId, ...link },
          })),
          {
            type: 'ContactMergedInto',
            data: { contactId, fullName: fullNameOf(current), reference: state.reference, into, mergeId, moves },
          },
        ];
      }
      case 'UndoContactMerge': {
        const { contactId, mergeId } = command;
        const current = survivorFields(state, contactId);
        const merge = mergeToUndo(state.merges, mergeId, fullNameOf(current));
        const { changes, kept } = undoneValueChanges(current, merge.changes);
        const leave = (links: Link[], ids: string[]) => links.filter((link) => ids.includes(link.companyId));
        return [
          ...leave(state.companies, command.companies).map((link): ContactEvent => ({
            type: 'ContactLeftCompany',
            data: { contactId, ...link },
          })),
          ...leave(state.referrals, command.referrals).map((link): ContactEvent => ({
            type: 'ContactReferralRemoved',
            data: { contactId, ...link },
          })),
          {
            type: 'ContactMergeUndone',
            data: { contactId, merged: merge.merged, mergeId, changes: changes as ContactMergedChanges, kept },
          },
        ];
      }
      case 'RestoreMergedContact': {
        const { contactId, mergeId, createdAt } = command;
        if (!state.fields || state.mergedInto?.mergeId !== mergeId) {
          throw new DomainError('conflict', 'The contact was not merged away by this merge');
        }
        const { fields, mergedInto, reference } = state;
        return [
          {
            type: 'ContactRestoredFromMerge',
            data: {
              contactId,
              fullName: fullNameOf(fields),
              reference,
              from: mergedInto.into,
              mergeId,
              fields,
              createdAt,
            },
          },
          ...addedLinks(contactId, [], command.companies, 'ContactJoinedCompany'),
          ...addedLinks(contactId, [], command.referrals, 'ContactReferralAdded'),
        ];
      }
      case 'EraseContact': {
        liveFields(state, command.contactId);
        return [{ type: 'ContactErased', data: { contactId: command.contactId, reason: command.reason } }];
      }
      default:
        return unreachable(command);
    }
  },
};

/** What every command on an erased contact hears (409). */
export const ErasedPersonMessage = 'This person was erased';
const erasedConflict = () => new DomainError('conflict', ErasedPersonMessage);

const fullNameOf = (fields: ContactFields) => `${fields.firstName} ${fields.lastName}`;

/** The links of `wanted` not among `current`, as join (or referral) events. */
function addedLinks(
  contactId: string,
  current: Link[],
  wanted: CompanyRef[],
  added: 'ContactJoinedCompany' | 'ContactReferralAdded',
): ContactEvent[] {
  const have = new Set(current.map((link) => link.companyId));
  return wanted
    .filter((company) => !have.has(company.companyId))
    .map((company): ContactEvent => ({ type: added, data: { contactId, ...linkOf(company) } }));
}

/** The survivor an undo puts values back into: gone or merged away since, the undo is refused in words. */
function survivorFields(state: ContactState, contactId: string): ContactFields {
  if (!state.exists || !state.fields) throw notFound('Contact', contactId);
  const name = fullNameOf(state.fields);
  if (state.deleted) throw new DomainError('conflict', `${name} was deleted after the merge: it cannot be undone`);
  if (state.mergedInto) {
    throw new DomainError(
      'conflict',
      `${name} was merged into ${state.mergedInto.into.name} since: undo that merge first`,
    );
  }
  return state.fields;
}

const linkOf = ({ companyId, companyName }: CompanyRef): Link => ({ companyId, companyName });

function liveFields(state: ContactState, contactId: string): ContactFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Contact', contactId);
  refuseMergedAway(fullNameOf(state.fields), state.mergedInto);
  return state.fields;
}

function requireNames(fields: Partial<ContactFields>): void {
  for (const name of ['firstName', 'lastName'] as const) {
    if (fields[name] !== undefined && fields[name].trim() === '') {
      throw new DomainError('validation', `${name} is required`, { [name]: `${name} is required` });
    }
  }
}

const maxLinks = { companies: MaxContactCompanies, referrals: MaxContactReferrals } as const;

function requireRoom(count: number, list: keyof typeof maxLinks): void {
  if (count >= maxLinks[list]) {
    throw new DomainError('validation', `A contact may have at most ${maxLinks[list]} ${list}`, {
      [list]: `at most ${maxLinks[list]}`,
    });
  }
}

function requireLink(links: Link[], companyId: string, contactId: string, verb: string): Link {
  const link = links.find((l) => l.companyId === companyId);
  if (!link) throw new DomainError('not_found', `Contact ${contactId} ${verb} company ${companyId}`);
  return link;
}

/** Ends the links missing from `wanted` and appends the new ones, in `wanted`'s order. */
function linkEvents(
  contactId: string,
  current: Link[],
  wanted: CompanyRef[],
  added: 'ContactJoinedCompany' | 'ContactReferralAdded',
  removed: 'ContactLeftCompany' | 'ContactReferralRemoved',
): ContactEvent[] {
  const wantedIds = new Set(wanted.map((c) => c.companyId));
  const currentIds = new Set(current.map((l) => l.companyId));
  const list = added === 'ContactJoinedCompany' ? 'companies' : 'referrals';
  if (wantedIds.size > maxLinks[list]) requireRoom(wantedIds.size, list);
  const events: ContactEvent[] = [];
  for (const link of current) {
    if (!wantedIds.has(link.companyId)) events.push({ type: removed, data: { contactId, ...linkOf(link) } });
  }
  for (const company of wanted) {
    if (currentIds.has(company.companyId)) continue;
    currentIds.add(company.companyId);
    events.push({ type: added, data: { contactId, ...linkOf(company) } });
  }
  return events;
}

/** A form edit: the plain fields in one ContactUpdated, then one event per flag that flips. */
function changeEvents(contactId: string, current: ContactFields, proposed: Partial<ContactFields>): ContactEvent[] {
  const fieldChanges: Record<string, { from: unknown; to: unknown }> = {};
  const flagChanges: ContactEvent[] = [];
  for (const name of ContactFieldNames) {
    const to = proposed[name];
    const from = current[name];
    if (to === undefined || to === from) continue;
    if (transitionFlags.has(name)) {
      const flag = name as ContactTransitionFlag;
      const type = flagEvents[flag][to ? 'on' : 'off'];
      flagChanges.push({
        type,
        data: { contactId, changes: { [flag]: { from, to } } },
      } as ContactFlagEvent);
    } else {
      fieldChanges[name] = { from, to };
    }
  }
  const events: ContactEvent[] = [];
  if (Object.keys(fieldChanges).length > 0) {
    events.push({ type: 'ContactUpdated', data: { contactId, changes: fieldChanges as FieldChanges } });
  }
  return [...events, ...flagChanges];
}

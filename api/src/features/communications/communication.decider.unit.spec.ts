import { describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  CommunicationType,
  communicationFieldsSchema,
  type CommunicationCommand,
  type CommunicationEvent,
  type CommunicationFields,
  type CommunicationLookups,
  type RecordRef,
} from '@dealbook/contracts';
import { communicationDecider } from './communication.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const communicationId = '0193a000-0000-7000-8000-000000000301';
const author = '0193a000-0000-7000-8000-0000000000a1';
const bob = '0193a000-0000-7000-8000-0000000000b2';
const purchase = '0193a000-0000-7000-8000-0000000000e1';
const otherPurchase = '0193a000-0000-7000-8000-0000000000e2';
const project = '0193a000-0000-7000-8000-0000000000d1';
const purchaser = '0193a000-0000-7000-8000-0000000000c1';
const otherPurchaser = '0193a000-0000-7000-8000-0000000000c3';
const contact = '0193a000-0000-7000-8000-0000000000f1';
const successful = 'Spoke to Contact - Successful call' as const;
const noResponse = 'Called but no response' as const;

const none: CommunicationLookups = {
  unknownLinks: [],
  unknownEmployees: [],
  unknownContacted: [],
  purchaseParents: {
    [purchase]: { project, company: purchaser },
    [otherPurchase]: { project, company: otherPurchaser },
  },
};
const fields = (overrides: Partial<CommunicationFields> = {}): CommunicationFields => ({
  ...communicationFieldsSchema.parse({ commsDate: '2026-11-22T09:00:00Z' }),
  ...overrides,
});
const log = (
  overrides: Partial<CommunicationFields> = {},
  links: RecordRef[] = [],
  lookups = none,
): CommunicationCommand => ({
  type: 'LogCommunication',
  communicationId,
  fields: fields(overrides),
  links,
  massId: null,
  author,
  lookups,
});
const logged = (overrides: Partial<CommunicationFields> = {}, links: RecordRef[] = []): CommunicationEvent => ({
  type: 'CommunicationLogged',
  data: { communicationId, fields: fields({ employees: [author], ...overrides }), links, massId: null },
});
const update = (
  changes: Partial<CommunicationFields>,
  links: Partial<Record<'purchase' | 'project' | 'company' | 'contact', string[]>> = {},
  lookups = none,
): CommunicationCommand => ({ type: 'UpdateCommunication', communicationId, changes, links, lookups });

const given = deciderSpec(communicationDecider);

describe('communication decider', () => {
  describe('LogCommunication', () => {
    it('refuses a call on a purchaser the client rejected (409 with the refusal), or linking it later', () => {
      const refusal =
        'The client Client plc rejected Acme Ltd as a purchaser: no approach, call, NDA or IM may be recorded';
      const rejected = { ...none, rejectedPurchases: { [purchase]: refusal } };
      const error = given()
        .when(log({}, [{ type: 'purchase', id: purchase }], rejected))
        .thenRefuses();
      expect(error.code).toBe('conflict');
      expect(error.message).toBe(refusal);
      const linking = given(logged())
        .when(update({}, { purchase: [purchase] }, rejected))
        .thenRefuses();
      expect(linking.message).toBe(refusal);
      expect(
        given()
          .when(log({}, [{ type: 'purchase', id: otherPurchase }], rejected))
          .events(),
      ).toHaveLength(1);
    });

    it('is a phone call by its author unless told otherwise', () => {
      given().when(log()).then([logged()]);
      expect(fields().commsType).toBe(CommunicationType.Phone);
      given()
        .when(log({ employees: [bob] }))
        .then([logged({ employees: [bob] })]);
    });

    it("links a purchase's project and purchaser company with it, once each", () => {
      const links: RecordRef[] = [
        { type: 'purchase', id: purchase },
        { type: 'project', id: project },
      ];
      const [event] = given().when(log({}, links)).events();
      expect(event).toEqual(
        logged({}, [
          { type: 'purchase', id: purchase },
          { type: 'project', id: project },
          { type: 'company', id: purchaser },
        ]),
      );
      const state = [event!].reduce(communicationDecider.evolve, communicationDecider.initialState);
      expect(state.links).toMatchObject({ purchase: [purchase], project: [project], company: [purchaser] });
    });

    it('keeps the outcome and action rules of spec §4.4', () => {
      const ok = { outcome: successful, action: CommunicationAction.FurtherCallBooked } as const;
      expect(given().when(log(ok)).events()).toHaveLength(1);
      const wrong = given()
        .when(log({ outcome: noResponse, action: CommunicationAction.SendNDA }))
        .thenRefuses();
      expect(wrong.code).toBe('validation');
      expect(wrong.message).toBe(
        `The call's outcome and action do not match: action 0 does not follow outcome 'Called but no response': use one of 4`,
      );
      expect(
        given()
          .when(log({ outcome: noResponse, action: null }))
          .thenRefuses().details,
      ).toEqual({
        action: `outcome 'Called but no response' needs an action: one of 4`,
      });
      expect(
        given()
          .when(log({ action: CommunicationAction.SendNDA }))
          .thenRefuses().code,
      ).toBe('validation');
    });

    it('refuses links, employees and contacts that do not exist', () => {
      const links: RecordRef[] = [{ type: 'purchase', id: purchase }];
      const unknownLink = given()
        .when(log({}, links, { ...none, unknownLinks: links }))
        .thenRefuses();
      expect(unknownLink.details).toEqual({ purchases: `no purchase ${purchase}` });
      const unknownEmployee = given()
        .when(log({ employees: [bob] }, [], { ...none, unknownEmployees: [bob] }))
        .thenRefuses();
      expect(unknownEmployee.details).toEqual({ employees: `not one of the active staff or external users: ${bob}` });
      const unknownContact = given()
        .when(log({ contacted: [contact] }, [], { ...none, unknownContacted: [contact] }))
        .thenRefuses();
      expect(unknownContact.details).toEqual({ contacted: `not one of the contacts: ${contact}` });
    });

    it('refuses a reused id', () => {
      given(logged()).when(log()).thenRefuses({ code: 'conflict' });
    });
  });

  describe('UpdateCommunication', () => {
    it('records field edits with from and to, and only what changed', () => {
      expect(
        given(logged())
          .when(update({ content: 'Call back Monday', commsType: CommunicationType.Phone }))
          .events(),
      ).toEqual([
        {
          type: 'CommunicationUpdated',
          data: { communicationId, changes: { content: { from: '', to: 'Call back Monday' } } },
        },
      ]);
      given(logged({ employees: [author, bob] }))
        .when(update({ employees: [bob, author] }))
        .then([]);
    });

    it('changes outcome and action together, keeping the rules', () => {
      const history = given(logged({ outcome: noResponse, action: CommunicationAction.TryToCallAgain }));
      history.when(update({ outcome: successful, action: CommunicationAction.SendNDA })).then([
        {
          type: 'CommunicationOutcomeChanged',
          data: {
            communicationId,
            from: { outcome: noResponse, action: CommunicationAction.TryToCallAgain },
            to: { outcome: successful, action: CommunicationAction.SendNDA },
          },
        },
      ]);
      history.when(update({ outcome: successful })).thenRefuses({ code: 'validation' });
      expect(history.when(update({ outcome: null, action: null })).events()).toHaveLength(1);
    });

    it('links and unlinks, bringing the project and company of a newly linked purchase', () => {
      const history = given(logged({}, [{ type: 'contact', id: contact }]));
      history.when(update({}, { contact: [], purchase: [purchase] })).then([
        { type: 'CommunicationUnlinked', data: { communicationId, from: { type: 'contact', id: contact } } },
        { type: 'CommunicationLinked', data: { communicationId, to: { type: 'purchase', id: purchase } } },
        { type: 'CommunicationLinked', data: { communicationId, to: { type: 'project', id: project } } },
        { type: 'CommunicationLinked', data: { communicationId, to: { type: 'company', id: purchaser } } },
      ]);
      const onPurchase = given(
        logged({}, [
          { type: 'purchase', id: purchase },
          { type: 'project', id: project },
          { type: 'company', id: purchaser },
        ]),
      );
      onPurchase.when(update({}, { purchase: [purchase, otherPurchase] })).then([
        { type: 'CommunicationLinked', data: { communicationId, to: { type: 'purchase', id: otherPurchase } } },
        { type: 'CommunicationLinked', data: { communicationId, to: { type: 'company', id: otherPurchaser } } },
      ]);
    });

    it('refuses a newly added unknown employee or link, and an unknown or deleted communication', () => {
      const lookups = { ...none, unknownEmployees: [bob] };
      expect(
        given(logged())
          .when(update({ employees: [author, bob] }, {}, lookups))
          .thenRefuses().code,
      ).toBe('validation');
      expect(
        given()
          .when(update({ content: 'x' }))
          .thenRefuses().code,
      ).toBe('not_found');
      const deleted: CommunicationEvent = { type: 'CommunicationDeleted', data: { communicationId, links: [] } };
      expect(
        given(logged(), deleted)
          .when(update({ content: 'x' }))
          .thenRefuses().code,
      ).toBe('not_found');
    });
  });

  describe('DeleteCommunication', () => {
    it('names every record it was linked to, so their screens and last contacts can follow', () => {
      const links: RecordRef[] = [
        { type: 'purchase', id: purchase },
        { type: 'project', id: project },
      ];
      given(logged({}, links))
        .when({ type: 'DeleteCommunication', communicationId })
        .then([{ type: 'CommunicationDeleted', data: { communicationId, links } }]);
    });
  });
});

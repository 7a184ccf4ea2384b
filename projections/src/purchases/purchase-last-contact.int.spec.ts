import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  CommunicationType,
  communicationFieldsSchema,
  purchaseFieldsSchema,
  type CommunicationEvent,
  type PurchaseEvent,
  type RecordRef,
} from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { purchaseProjection } from './purchase.projection.js';

/**
 * A purchase's last contact, which the callers' console sorts and filters on: the latest
 * communication linked to it by date, whatever order the calls were logged in, moved by
 * corrections of a call's date or outcome, by links and unlinks and by deletions, empty when no
 * call is left — and the same after the log is replayed.
 */
const database = useReadModelDatabase('purchase_last_contact');

const purchase = (purchaseId: string): PurchaseEvent => {
  const { company, project, ...fields } = purchaseFieldsSchema.parse({ company: randomUUID(), project: randomUUID() });
  return {
    type: 'PurchaseRegistered',
    data: {
      purchaseId,
      company: { id: company, name: 'Buyer Ltd' },
      project: { id: project, name: 'Sale of Acme' },
      client: { id: randomUUID(), name: 'Acme' },
      fields,
      step: null,
    },
  };
};
const onPurchases = (...ids: string[]): RecordRef[] => ids.map((id) => ({ type: 'purchase', id }));
const logged = (communicationId: string, commsDate: string, links: RecordRef[]): CommunicationEvent => ({
  type: 'CommunicationLogged',
  data: {
    communicationId,
    fields: communicationFieldsSchema.parse({
      commsType: CommunicationType.Phone,
      commsDate,
      outcome: 'Called but no response',
      action: CommunicationAction.TryToCallAgain,
    }),
    links,
    massId: null,
  },
});

async function lastContact(purchaseId: string) {
  return database()
    .selectFrom('purchases')
    .select(['last_contact_id', 'last_contact_date', 'last_contact_type', 'last_outcome', 'last_action'])
    .where('id', '=', purchaseId)
    .executeTakeFirstOrThrow();
}
const lastContactId = async (purchaseId: string) => (await lastContact(purchaseId)).last_contact_id;

describe('purchase last contact', () => {
  it('is the latest call by date, whatever order they were logged in, and follows corrections', async () => {
    const [p1, p2] = [randomUUID(), randomUUID()];
    const [c1, c2, c3] = [randomUUID(), randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(`purchase-${p1}`, purchase(p1));
    await spec.given(`purchase-${p2}`, purchase(p2));
    expect(await lastContactId(p1)).toBeNull();

    await spec.given(`communication-${c1}`, logged(c1, '2026-01-10T09:00:00.000Z', onPurchases(p1)));
    await spec.given(`communication-${c2}`, logged(c2, '2026-01-20T09:00:00.000Z', onPurchases(p1, p2)));
    // Back-dated: logged last, but the call took place before the others.
    await spec.given(`communication-${c3}`, logged(c3, '2026-01-05T09:00:00.000Z', onPurchases(p1)));
    expect(await lastContact(p1)).toEqual({
      last_contact_id: c2,
      last_contact_date: '2026-01-20T09:00:00.000Z',
      last_contact_type: CommunicationType.Phone,
      last_outcome: 'Called but no response',
      last_action: CommunicationAction.TryToCallAgain,
    });
    expect(await lastContactId(p2)).toBe(c2);

    await spec.given(`communication-${c2}`, {
      type: 'CommunicationOutcomeChanged',
      data: {
        communicationId: c2,
        from: { outcome: 'Called but no response', action: CommunicationAction.TryToCallAgain },
        to: { outcome: 'Spoke to Contact - Successful call', action: CommunicationAction.SendNDA },
      },
    });
    expect(await lastContact(p2)).toMatchObject({
      last_outcome: 'Spoke to Contact - Successful call',
      last_action: CommunicationAction.SendNDA,
    });

    // The call's date corrected to before the others: it is no longer the last on p1.
    await spec.given(`communication-${c2}`, {
      type: 'CommunicationUpdated',
      data: {
        communicationId: c2,
        changes: {
          commsDate: { from: '2026-01-20T09:00:00.000Z', to: '2026-01-01T09:00:00.000Z' },
          commsType: { from: CommunicationType.Phone, to: CommunicationType.Email },
        },
      },
    });
    expect(await lastContact(p1)).toMatchObject({ last_contact_id: c1, last_contact_date: '2026-01-10T09:00:00.000Z' });
    expect(await lastContact(p2)).toMatchObject({
      last_contact_id: c2,
      last_contact_date: '2026-01-01T09:00:00.000Z',
      last_contact_type: CommunicationType.Email,
    });

    const before = [await lastContact(p1), await lastContact(p2)];
    await spec.replayAll();
    expect([await lastContact(p1), await lastContact(p2)]).toEqual(before);
  });

  it('moves with links, unlinks and deletions, and is empty when no call is left', async () => {
    const [p1, p2] = [randomUUID(), randomUUID()];
    const [c1, c2] = [randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(`purchase-${p1}`, purchase(p1));
    await spec.given(`purchase-${p2}`, purchase(p2));
    await spec.given(`communication-${c1}`, logged(c1, '2026-02-10T09:00:00.000Z', onPurchases(p1)));
    await spec.given(`communication-${c2}`, logged(c2, '2026-02-01T09:00:00.000Z', onPurchases(p1, p2)));
    expect([await lastContactId(p1), await lastContactId(p2)]).toEqual([c1, c2]);

    await spec.given(`communication-${c1}`, {
      type: 'CommunicationLinked',
      data: { communicationId: c1, to: { type: 'purchase', id: p2 } },
    });
    expect(await lastContactId(p2)).toBe(c1);

    await spec.given(`communication-${c1}`, {
      type: 'CommunicationUnlinked',
      data: { communicationId: c1, from: { type: 'purchase', id: p1 } },
    });
    expect([await lastContactId(p1), await lastContactId(p2)]).toEqual([c2, c1]);

    await spec.given(`communication-${c1}`, {
      type: 'CommunicationDeleted',
      data: { communicationId: c1, links: onPurchases(p2) },
    });
    expect([await lastContactId(p1), await lastContactId(p2)]).toEqual([c2, c2]);

    await spec.given(`communication-${c2}`, {
      type: 'CommunicationDeleted',
      data: { communicationId: c2, links: onPurchases(p1, p2) },
    });
    expect(await lastContact(p1)).toEqual({
      last_contact_id: null,
      last_contact_date: null,
      last_contact_type: null,
      last_outcome: null,
      last_action: null,
    });
    expect(await lastContactId(p2)).toBeNull();

    await spec.replayAll();
    expect([await lastContactId(p1), await lastContactId(p2)]).toEqual([null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import type { SendBuyerDocuments, SendBuyerDocumentsLookups } from '@dealbook/contracts';
import { buyerLinkDecider } from './buyer-link.decider.js';

const purchase: NonNullable<SendBuyerDocumentsLookups['purchase']> = {
  id: 'purchase-1',
  projectId: 'project-1',
  purchaser: { id: 'acme', name: 'Acme Ltd' },
  review: 'approved',
  signedNDA: { checked: true, timestamp: '2026-11-01T00:00:00.000Z' },
  sentIM: { checked: false, timestamp: '2026-11-01T00:00:00.000Z' },
  sentTeaser: { checked: false, timestamp: '2026-11-01T00:00:00.000Z' },
  documentsNeedApproval: false,
};
const im = {
  id: 'im',
  fileName: 'IM.pdf',
  buyerAccess: 'nda' as const,
  contentType: 'application/pdf',
  projects: ['project-1'],
  review: 'notSubmitted' as const,
};
const ada = { id: 'ada', name: 'Ada Quill', email: 'ada@acme.example', companies: ['acme'] };

const sending = (lookups: Partial<SendBuyerDocumentsLookups> = {}): SendBuyerDocuments => ({
  type: 'SendBuyerDocuments',
  grantId: 'grant-1',
  purchaseId: 'purchase-1',
  attachments: ['im'],
  recipientId: 'ada',
  message: '',
  expiresAt: '2026-12-31T00:00:00.000Z',
  tokenHash: 'hash',
  allowDownload: false,
  lookups: { purchase, documents: [im], recipient: ada, ...lookups },
});
const decide = (command: SendBuyerDocuments) => () => buyerLinkDecider.decide(command, buyerLinkDecider.initialState);

describe('sending buyer documents', () => {
  it('sends the IM to a recipient of a purchaser whose NDA is signed', () => {
    expect(decide(sending())()).toEqual([
      expect.objectContaining({
        type: 'BuyerDocumentsSent',
        data: expect.objectContaining({
          recipient: { id: 'ada', name: 'Ada Quill', email: 'ada@acme.example' },
          documents: [{ id: 'im', fileName: 'IM.pdf', buyerAccess: 'nda', watermarked: true }],
        }),
      }),
    ]);
  });

  it('refuses each broken rule with its reason', () => {
    const unsigned = { ...purchase, signedNDA: { ...purchase.signedNDA, checked: false } };
    expect(decide(sending({ purchase: unsigned }))).toThrow(
      'Acme Ltd has not signed the NDA — “IM.pdf” cannot be sent',
    );
    expect(decide(sending({ purchase: { ...purchase, review: 'rejected' } }))).toThrow('The client rejected Acme Ltd');
    expect(decide(sending({ documents: [{ ...im, review: 'awaiting' }] }))).toThrow('has not approved “IM.pdf” yet');
    expect(decide(sending({ documents: [{ ...im, review: 'rejected' }] }))).toThrow('The client rejected “IM.pdf”');
    expect(decide(sending({ documents: [{ ...im, buyerAccess: 'none' }] }))).toThrow('is not marked for buyers');
    expect(decide(sending({ documents: [{ ...im, projects: ['project-2'] }] }))).toThrow(
      'not a document of this project',
    );
    expect(decide(sending({ recipient: { ...ada, companies: ['brill'] } }))).toThrow(
      'Ada Quill does not work at Acme Ltd',
    );
    expect(decide(sending({ recipient: { ...ada, email: '' } }))).toThrow('Ada Quill has no e-mail address');
    expect(decide(sending({ recipient: null }))).toThrow('no contact ada');
    expect(decide(sending({ purchase: null }))).toThrow('Purchase purchase-1 was not found');
    const asking = { ...purchase, documentsNeedApproval: true };
    for (const review of ['notSubmitted', 'shared'] as const) {
      expect(decide(sending({ purchase: asking, documents: [{ ...im, review }] }))).toThrow(
        'The client has not approved “IM.pdf”: this project sends buyers only the documents its client approved',
      );
    }
    expect(decide(sending({ purchase: asking, documents: [{ ...im, review: 'approved' }] }))()).toHaveLength(1);
  });

  it('sends the teaser to a purchaser without an NDA, unless the client rejected them', () => {
    const teaser = { ...im, id: 'teaser', buyerAccess: 'teaser' as const };
    const unsigned = {
      ...purchase,
      review: 'notSubmitted' as const,
      signedNDA: { ...purchase.signedNDA, checked: false },
    };
    expect(decide({ ...sending({ purchase: unsigned, documents: [teaser] }), attachments: ['teaser'] })()).toHaveLength(
      1,
    );
  });
});

describe('using a link', () => {
  const sent = buyerLinkDecider.decide(sending(), buyerLinkDecider.initialState);
  const state = sent.reduce(buyerLinkDecider.evolve, buyerLinkDecider.initialState);
  const use = (at: string, documentId: string | null = 'im') =>
    buyerLinkDecider.decide(
      { type: 'UseBuyerLink', grantId: 'grant-1', action: 'viewed', documentId, address: '', at },
      state,
    );

  it('records a use of a granted document before the expiry, and refuses it after, or once withdrawn', () => {
    expect(use('2026-12-01T00:00:00.000Z')).toHaveLength(1);
    expect(() => use('2026-12-31T00:00:00.000Z')).toThrow('expired');
    expect(() => use('2026-12-01T00:00:00.000Z', 'other')).toThrow('not found');
    const revoked = buyerLinkDecider.evolve(state, {
      type: 'BuyerLinkRevoked',
      data: { grantId: 'grant-1', purchaseId: 'purchase-1', recipientId: 'ada' },
    });
    expect(() =>
      buyerLinkDecider.decide(
        { type: 'UseBuyerLink', grantId: 'grant-1', action: 'opened', documentId: null, address: '', at: '2026-12-01' },
        revoked,
      ),
    ).toThrow('withdrawn');
    expect(
      buyerLinkDecider.decide({ type: 'RevokeBuyerLink', grantId: 'grant-1', purchaseId: 'purchase-1' }, revoked),
    ).toEqual([]);
  });
});

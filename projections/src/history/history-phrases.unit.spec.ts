import {
  AttachmentEvents,
  CommunicationEvents,
  CompanyEvents,
  ContactEvents,
  CrmEventEvents,
  DealStatus,
  notSubmittedReview,
  NoteEvents,
  PaymentEvents,
  ProjectEvents,
  PurchaseEvents,
  TaskEvents,
  type ClientReview,
  type SentencePart,
} from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { sentenceOf, type EventToDescribe, type Names } from './describe-history.js';
import { phrases } from './history-phrases.js';

const known: Record<string, { name: string; projectId: string | null }> = {
  'company:c1': { name: 'Acme Ltd', projectId: null },
  'company:c2': { name: 'Beta plc', projectId: null },
  'contact:k1': { name: 'Carol Contact', projectId: null },
  'project:p1': { name: 'Acme sale', projectId: null },
  'purchase:u1': { name: 'Buyer Ltd — Acme sale', projectId: 'p1' },
};
const names: Names = {
  record: (type, id) => known[`${type}:${String(id)}`],
  person: (id) => (id === 'j1' ? 'Jane Smith' : undefined),
};
const ada = { _id: 'a1', fullName: 'Ada Admin' };
const text = (parts: SentencePart[]) => parts.map((part) => part.text).join('');
const say = (type: string, data: unknown, record: EventToDescribe['record']) =>
  text(sentenceOf({ type, data, actor: ada, record }, names));
const review = (patch: Partial<ClientReview>): ClientReview => ({ ...notSubmittedReview, ...patch });

describe('history phrases', () => {
  it('has hand-written words for every event type of the records people see a history of', () => {
    const catalogues = [
      AttachmentEvents,
      CommunicationEvents,
      CompanyEvents,
      ContactEvents,
      CrmEventEvents,
      NoteEvents,
      PaymentEvents,
      ProjectEvents,
      PurchaseEvents,
      TaskEvents,
    ];
    const missing = catalogues.flatMap(Object.keys).filter((type) => !(type in phrases));
    expect(missing).toEqual([]);
  });

  it('names the client a project was registered for and the deal status a conversion starts at', () => {
    const project = { type: 'project', id: 'p1' };
    expect(say('ProjectRegistered', { fields: { client: 'c1' }, clientName: 'Acme Ltd' }, project)).toBe(
      'Ada Admin registered the project Acme sale for Acme Ltd',
    );
    expect(
      say(
        'ProjectConvertedToDeal',
        { from: false, to: true, dealStatus: DealStatus.DealsAtHeadsAndDueDilligence },
        project,
      ),
    ).toBe('Ada Admin converted the project Acme sale to a deal (Deals at Heads and Due Diligence)');
    expect(
      say('ProjectClientChanged', { from: { id: 'c1', name: 'Acme' }, to: { id: 'c2', name: 'Beta' } }, project),
    ).toBe('Ada Admin moved the project Acme sale from Acme Ltd to Beta plc');
  });

  it("says a purchaser's and a document's client reviews as the deal team says them", () => {
    const purchaser = { type: 'purchase', id: 'u1', name: 'Buyer Ltd' };
    const document = { type: 'attachment', id: 'd1', name: 'Teaser.pdf' };
    const awaiting = review({ state: 'awaiting', round: 1 });
    expect(say('PurchaseSubmittedForApproval', { from: notSubmittedReview, to: awaiting }, purchaser)).toBe(
      'Ada Admin submitted the purchaser Buyer Ltd for client approval',
    );
    expect(
      say('PurchaseSubmittedForApproval', { from: notSubmittedReview, to: { ...awaiting, round: 2 } }, purchaser),
    ).toBe('Ada Admin submitted the purchaser Buyer Ltd for client approval again (round 2)');
    expect(
      say(
        'PurchaseApprovalDecided',
        { from: awaiting, to: review({ state: 'rejected', comment: 'A rival' }) },
        purchaser,
      ),
    ).toBe('Ada Admin rejected the purchaser Buyer Ltd: A rival');
    expect(
      say('AttachmentClientReviewChanged', { from: notSubmittedReview, to: review({ state: 'shared' }) }, document),
    ).toBe('Ada Admin shared the document ‘Teaser.pdf’ with the client');
    expect(
      say('AttachmentResubmitted', { from: awaiting, to: { ...awaiting, round: 2 }, fileVersion: 2 }, document),
    ).toBe('Ada Admin resubmitted the document ‘Teaser.pdf’ as version 2');
  });

  it('links a purchaser to its project page and names contacts and companies by name', () => {
    const [, , purchaser] = sentenceOf(
      {
        type: 'PurchaseNdaSent',
        data: { from: { checked: false }, to: { checked: true } },
        actor: ada,
        record: { type: 'purchase', id: 'u1' },
      },
      names,
    );
    expect(purchaser).toEqual({
      text: 'Buyer Ltd — Acme sale',
      record: { type: 'purchase', _id: 'u1', projectId: 'p1' },
    });
    expect(say('ContactJoinedCompany', { companyId: 'c1', companyName: 'Acme' }, { type: 'contact', id: 'k1' })).toBe(
      'Ada Admin recorded that the contact Carol Contact works at Acme Ltd',
    );
    expect(
      say(
        'AttendeeInvited',
        { attendee: 'k1', status: 5, hasResponded: false },
        { type: 'event', id: 'e1', name: 'Breakfast seminar' },
      ),
    ).toBe('Ada Admin invited Carol Contact to the event ‘Breakfast seminar’');
  });

  it('reads a record or person it cannot find without printing an id', () => {
    expect(
      say('TaskReassigned', { from: [], to: ['j1', 'gone-user-id'] }, { type: 'task', id: 't1', name: 'Call back' }),
    ).toBe('Ada Admin assigned the task ‘Call back’ to Jane Smith and a former user');
    expect(say('NoteLinked', { to: { type: 'company', id: 'gone-company-id' } }, { type: 'note', id: 'n1' })).toBe(
      'Ada Admin linked a note to a deleted company',
    );
    expect(say('UserDeactivated', {}, { type: 'user', id: 'x1' })).not.toMatch(/x1|UserDeactivated/);
  });

  it("says a report schedule's run with the number of rows its report held", () => {
    const schedule = { type: 'schedule', id: 's1' };
    const finished = (outcome: string, rowCount: number | null) =>
      text(
        sentenceOf({ type: 'ReportRunFinished', data: { outcome, rowCount }, actor: null, record: schedule }, names),
      );
    expect(finished('sent', 12)).toBe('The system sent the report of a report schedule (12 rows)');
    expect(finished('outbox', 1)).toBe('The system kept the report of a report schedule in the outbox (1 row)');
    expect(finished('failed', null)).toBe('The system could not send the report of a report schedule');
  });
});

import { expect } from 'vitest';
import { AttendeeStatus, CommunicationAction } from '@dealbook/contracts';
import { uploadForm, type apiCaller } from './merge-support.js';

/** The records a person is linked to (or named in) for the privacy specs, by id. */
export type PersonLinks = Record<
  | 'company'
  | 'client'
  | 'contact'
  | 'other'
  | 'project'
  | 'purchase'
  | 'call'
  | 'event'
  | 'task'
  | 'note'
  | 'mention'
  | 'attachment',
  string
>;

export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  [field: string]: string;
}

/**
 * A contact as issue 37's specs need them, through the API as staff would make them: employed by
 * a company, spoken to on a purchase's call, invited to an event, on a task, a note and a file of
 * their own, and named (by name and e-mail) in a note on someone else's record.
 */
export async function createPersonWithEverything(
  call: ReturnType<typeof apiCaller>,
  adminToken: string,
  person: PersonFields,
): Promise<PersonLinks> {
  const create = async (path: string, body: unknown): Promise<string> => {
    const answer = await call(adminToken, path, 'POST', body);
    expect(answer.status, answer.text).toBe(201);
    return (answer.json as { _id: string })._id;
  };
  const ids = {} as PersonLinks;
  ids.company = await create('/api/company', { companyName: 'Larkspur Holdings' });
  ids.client = await create('/api/company', { companyName: 'Seller Group plc' });
  ids.contact = await create('/api/contact', { ...person, companies: [ids.company] });
  ids.other = await create('/api/contact', { firstName: 'Otto', lastName: 'Else', email: 'otto@else.example' });
  ids.project = await create('/api/project', { projectName: 'Seller Group sale', client: ids.client });
  ids.purchase = await create('/api/purchase', { company: ids.company, project: ids.project });
  ids.call = await create('/api/communication', {
    commsDate: '2026-11-02T09:30:00Z',
    content: 'Discussed the teaser',
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    purchases: [ids.purchase],
    contacted: [ids.contact],
  });
  ids.event = await create('/api/event', {
    description: 'Winter dinner',
    eventDate: '2027-01-20T19:00:00Z',
    attendees: [{ attendee: ids.contact, status: AttendeeStatus.ConfirmedAttending }],
  });
  ids.task = await create('/api/task', {
    subject: 'Send the NDA',
    dueDate: '2027-01-01T00:00:00Z',
    contacts: [ids.contact],
  });
  ids.note = await create('/api/note', { content: 'Prefers calls after ten', contacts: [ids.contact] });
  // Free text on someone else's record that names them: listed, not linked.
  ids.mention = await create('/api/note', {
    content: `Otto met ${person.firstName} ${person.lastName} at the fair; write to ${person.email}`,
    contacts: [ids.other],
  });
  const uploaded = await call(
    adminToken,
    '/api/attachment',
    'POST',
    uploadForm('Passport scan.pdf', { contacts: ids.contact }),
  );
  expect(uploaded.status, uploaded.text).toBe(201);
  ids.attachment = (uploaded.json as { _id: string })._id;
  return ids;
}

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorBody } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A filter on a numeric enumeration names a value no record can have: a mistake to tell (400
 * listing the allowed values, as projects, purchases and communications answer), not an empty
 * list that looks like "no such records".
 */
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
});
afterAll(async () => {
  await app?.close();
});

it.each([
  ['/api/tasks/search?status=99', 'status', '3 (Completed)'],
  ['/api/tasks/search?status=1&status=7', 'status', '6 (Other)'],
  ['/api/tasks/count?priority=0', 'priority', '1 (High)'],
  ['/api/tasks?priority=4', 'priority', '3 (Low)'],
  ['/api/payments/search?status=9', 'status', '4 (Paid)'],
  ['/api/payments/count?status=0', 'status', '1 (NotYetDue)'],
  ['/api/events/search?eventType=99', 'eventType', '2 (Breakfast)'],
  ['/api/events/search?status=6', 'status', '5 (Closed)'],
  ['/api/events/search?eventType=1.5', 'eventType', '7 (Discussion)'],
])('GET %s answers 400 naming %s and its allowed values', async (path, field, member) => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as ErrorBody;
  expect(response.status).toBe(400);
  expect(body.details).toHaveProperty(field);
  expect(body.message).toContain(member);
});

it.each([
  '/api/tasks/search?status=3&priority=1',
  '/api/payments/search?status=4',
  '/api/events/search?eventType=2&status=1',
])('GET %s with members of the enumerations answers 200', async (path) => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
});

import { expect } from 'vitest';
import type { HistoryEntry } from '@dealbook/contracts';
import { projections, rebuildProjections } from '@dealbook/projections';
import { sql } from 'kysely';
import type { TestApp } from '../support/test-app.js';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

/** Calls the API with a bearer token, never following a redirect (the 301 is what is tested). */
export function apiCaller(app: () => TestApp) {
  // The specs read many record shapes field by field and assert each value: the default is untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async function call<T = any>(token: string, path: string, method = 'GET', body?: unknown): Promise<Answer<T>> {
    const response = await fetch(`${app().baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, text, json: json as T };
  };
}

/** The history of a record as sentences in plain text. */
export function historyLines(entries: HistoryEntry[]): string[] {
  return entries.map((entry) => entry.sentence.map((part) => part.text).join(''));
}

/** Every read model table, row by row, as text: what a rebuild must give back exactly. */
export async function readModelSnapshot(app: TestApp): Promise<Record<string, string[]>> {
  const { db } = app.dealbook.persistence;
  const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(
      db,
    );
    result[table] = rows.map((row) => row.row);
  }
  return result;
}

/** Rebuilds every read model from the log and checks it equals the one the writes built inline. */
export async function expectRebuildEqualsInline(app: TestApp): Promise<void> {
  const inline = await readModelSnapshot(app);
  const { db, rebuildSource } = app.dealbook.persistence;
  await rebuildProjections({ db, source: rebuildSource!, projections });
  expect(await readModelSnapshot(app)).toEqual(inline);
}

export const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

export function uploadForm(fileName: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(pdf(fileName))], { type: 'application/pdf' }), fileName);
  return form;
}

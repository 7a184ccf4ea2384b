import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configDocs } from './app-config.js';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe("the README's configuration table", () => {
  it('documents every environment variable the server reads, with its default', () => {
    const rows = new Map(
      [...readme.matchAll(/^\| `([A-Z0-9_]+)` +\| ([^|]+) \|/gm)].map((m) => [m[1], m[2]!.trim()] as const),
    );
    for (const doc of configDocs) {
      expect(rows.get(doc.name), `README row for ${doc.name}`).toBe(doc.default);
    }
  });
});

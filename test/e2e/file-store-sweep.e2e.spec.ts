import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const id = (n: number) => `0193a000-0000-7000-8000-00000000000${n}`;

it('removes at start what a kill -9 during an upload left in DATA_DIR/files, keeping every finished file', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-sweep-'));
  const folder = join(dataDir, 'files', 'attachments');
  await mkdir(folder, { recursive: true });
  const meta = JSON.stringify({ contentType: 'text/plain' });
  const files: Record<string, string> = {
    // A finished upload, and one whose metadata never got written: both kept.
    [id(1)]: 'kept',
    [`${id(1)}.meta.json`]: meta,
    [id(2)]: 'kept without metadata',
    // Killed while streaming the bytes, or before the data was renamed into place.
    [`${id(3)}.tmp-5b0e2d6c-1f0a-4a57-9d7b-3c1e0f6a9b21`]: 'half a fi',
    [`${id(3)}.meta.json`]: meta,
    // Killed while writing the metadata: empty, or cut off mid-way.
    [`${id(4)}.meta.json`]: '',
    [`${id(5)}.meta.json`]: '{"contentTy',
    [`${id(5)}.meta.json.tmp-0d9f7a52-2b6e-4c1d-8e3a-6f4b2c1d0e9f`]: '{"con',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);

  app = await startTestApp({ env: { DATA_DIR: dataDir } });

  expect((await readdir(folder)).sort()).toEqual([id(1), `${id(1)}.meta.json`, id(2)]);
});

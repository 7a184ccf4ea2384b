import { rm } from 'node:fs/promises';

/** The server has stopped (and its embedded database with it) when this runs. */
export default async function removeDataDir() {
  const dir = process.env.BROWSER_TEST_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}

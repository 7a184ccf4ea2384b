import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text, and the font formats that are not compressed already (no font ships today: Blueprint's
 * icon fonts are not declared, main.tsx). PNG, JPEG and woff/woff2 are compressed already.
 */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|xml|ico|webmanifest|ttf|otf|eot)$/;
/** Below this a compressed copy saves less than the Content-Encoding header costs. */
const minimumBytes = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file under `dir`,
 * so the server answers each request with the best encoding it accepts at no CPU cost per
 * request (api/src/platform/web/serve-web-app.ts). A copy that would not be smaller is not written.
 */
export async function precompressFolder(dir: string): Promise<void> {
  const writes: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!compressible.test(file) || (await stat(file)).size < minimumBytes) continue;
    writes.push(
      readFile(file).then(async (content) => {
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      }),
    );
  }
  await Promise.all(writes);
}

/** Precompresses the build once Vite has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dealbook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: () => precompressFolder(outDir),
  };
}

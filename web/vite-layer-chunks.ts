import { resolve } from 'node:path';
import type { CodeSplittingGroup, OutputChunk, RolldownOutput } from 'rolldown';
import { build, type InlineConfig, type Plugin } from 'vite';

/** Rolldown's runtime module, which keeps a chunk of its own. */
const runtime = '\0rolldown/runtime.js';

/** One layer of the app: its name (the chunk's) and the source files that open it. */
export interface Layer {
  name: string;
  /** Source files, relative to the web package (a layout, a page). */
  roots: string[];
  /** Only the modules these roots load too: the code several layouts share. */
  sharedWith?: string[];
}

interface LayerPlan {
  /** The module that starts the app (`index.html`'s script). */
  entry: string;
  /** Public pages outside `entry`: what they load stays where Rolldown put it. */
  keepOut: string[];
  layers: Layer[];
}

/**
 * One chunk per layer of the app instead of Rolldown's one chunk per set of screens sharing a
 * module: the signed-in `/dashboard` fetched 108 files, and on a phone's slow link, six at a time
 * over HTTP/1.1, their round trips were most of the 5 s before its heading painted (issue 33's
 * Lighthouse audit).
 *
 * - `app`: `entry` and everything it loads up front, the sign-in page's code, which Rolldown split
 *   into some twenty files because the screens share them. Rolldown names the chunk after the
 *   entry (`index-….js`).
 * - Each of `layers` in turn: everything its roots load up front that no earlier layer took and
 *   that `keepOut` does not load, so those pages load what they loaded before.
 *
 * What a module "loads up front" is read from a first build with Rolldown's own chunks, after
 * tree shaking: a module graph walked from the sources would pass through the libraries' index
 * files and take every component they export (a first try put 1.4 MB in `app`). The first build
 * costs about three seconds and writes nothing.
 *
 * Layers load in order, never the other way round: a layer's modules import only modules of the
 * same or an earlier layer, or of the public pages, which import none of the layers. So no chunk
 * cycle forms and no module runs before those it imports, without Rolldown's wrappers
 * (`strictExecutionOrder`, which cost the sign-in page 13 KB when it was tried).
 *
 * The cost: a screen outside a layer that shares one of its modules loads the whole layer's chunk
 * (a company page opened by a link loads the dashboard's). For a signed-in person the shell and
 * the dashboard are the first things loaded anyway.
 */
export async function layerChunks(config: InlineConfig, plan: LayerPlan): Promise<CodeSplittingGroup> {
  const firstBuild = (await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, write: false, emptyOutDir: false },
  })) as RolldownOutput;
  const layerOf = planLayers(
    firstBuild.output.filter((file): file is OutputChunk => file.type === 'chunk'),
    plan,
    (path) => resolve(config.root ?? '.', path),
  );
  return {
    debugName: 'layers',
    // The plan names every module a layer takes; what they import is placed already.
    includeDependenciesRecursively: false,
    name: (id) => layerOf.get(id) ?? null,
  };
}

/** Which layer takes each module, from the chunks of a build without layers. */
export function planLayers(
  chunks: OutputChunk[],
  plan: LayerPlan,
  absolute: (path: string) => string,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (path: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(absolute(path)));
    if (!chunk) throw new Error(`layerChunks: no chunk holds ${path}`);
    return chunk;
  };
  /** The chunks these load up front (static imports, followed), themselves included. */
  const upFront = (roots: OutputChunk[]) => {
    const seen = new Set<OutputChunk>();
    const pending = [...roots];
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) pending.push(byFile.get(file)!);
    }
    return seen;
  };

  const layerOf = new Map<string, string>();
  const take = (chunk: OutputChunk, layer: string) => {
    // Rolldown's runtime keeps its own chunk. The entry and Vite's modulepreload polyfill, which
    // run before everything else, go with the rest: left in a chunk of their own, `app` imported
    // it to keep that order while it imported `app`, a circle.
    for (const id of chunk.moduleIds) if (id !== runtime) layerOf.set(id, layer);
  };
  const app = upFront([chunkOf(plan.entry)]);
  for (const chunk of app) take(chunk, 'app');
  const placed = new Set([...app, ...upFront(plan.keepOut.map(chunkOf))]);
  for (const layer of plan.layers) {
    const shared = layer.sharedWith && upFront(layer.sharedWith.map(chunkOf));
    for (const chunk of upFront(layer.roots.map(chunkOf))) {
      if (placed.has(chunk) || (shared && !shared.has(chunk))) continue;
      take(chunk, layer.name);
      placed.add(chunk);
    }
  }
  return layerOf;
}

/**
 * Fails the build when chunks import each other in a circle, statically: the layers are planned
 * so that none forms, and a circle would let a module run before one it imports (a screen failing
 * with "Cannot access … before initialization" in the browser, not in the build).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'dealbook-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = findChunkCycle(Object.values(bundle).filter((file) => file.type === 'chunk'));
      if (cycle) this.error(`These chunks import each other in a circle: ${cycle.join(' → ')}`);
    },
  };
}

/** A circle of static imports between chunks, as file names, or undefined when there is none. */
export function findChunkCycle(chunks: Pick<OutputChunk, 'fileName' | 'imports'>[]): string[] | undefined {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const imported of importsOf.get(file) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of importsOf.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

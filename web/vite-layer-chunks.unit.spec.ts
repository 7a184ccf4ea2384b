import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { findChunkCycle, planLayers } from './vite-layer-chunks.js';

/** A chunk of a build without layers: its file, its modules and the chunks it imports statically. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports, dynamicImports: [] }) as unknown as OutputChunk;

const absolute = (path: string) => `/web/${path}`;

// main.tsx loads the sign-in page's code (split in two by Rolldown) and, later, the layouts and
// screens; `shared.js` is code the signed-in layout shares with the client's, `public.js` code it
// shares with the public sign-up page, `screens.js` code the dashboard shares with other screens.
const build = [
  chunk('index.js', ['/web/src/main.tsx', '/web/src/App.tsx'], ['login.js', 'runtime.js']),
  chunk('login.js', ['/web/src/LoginPage.tsx', '/web/node_modules/button.js']),
  chunk('runtime.js', ['\0rolldown/runtime.js']),
  chunk('SignupPage.js', ['/web/src/SignupPage.tsx'], ['public.js', 'login.js']),
  chunk('public.js', ['/web/src/passwordRules.ts']),
  chunk('SecureLayout.js', ['/web/src/SecureLayout.tsx'], ['shared.js', 'public.js', 'menu.js', 'login.js']),
  chunk('ClientLayout.js', ['/web/src/ClientLayout.tsx'], ['shared.js']),
  chunk('shared.js', ['/web/src/useUser.ts', '/web/src/avatar.tsx'], ['login.js']),
  chunk('menu.js', ['/web/node_modules/menu.js']),
  chunk('DashboardPage.js', ['/web/src/DashboardPage.tsx'], ['screens.js', 'shared.js']),
  chunk('screens.js', ['/web/src/chart.tsx']),
  chunk('CompaniesPage.js', ['/web/src/CompaniesPage.tsx'], ['screens.js', 'other.js']),
  chunk('other.js', ['/web/src/grid.tsx']),
];

const plan = {
  entry: 'src/main.tsx',
  keepOut: ['src/SignupPage.tsx'],
  layers: [
    { name: 'signed-in', roots: ['src/SecureLayout.tsx'], sharedWith: ['src/ClientLayout.tsx'] },
    { name: 'shell', roots: ['src/SecureLayout.tsx'] },
    { name: 'dashboard', roots: ['src/DashboardPage.tsx'] },
  ],
};

describe('planLayers', () => {
  const layerOf = planLayers(build, plan, absolute);
  const modulesOf = (layer: string) => [...layerOf].filter(([, name]) => name === layer).map(([id]) => id);

  it("puts everything the entry loads up front in `app`, the entry too, but Rolldown's runtime", () => {
    expect(modulesOf('app').sort()).toEqual([
      '/web/node_modules/button.js',
      '/web/src/App.tsx',
      '/web/src/LoginPage.tsx',
      '/web/src/main.tsx',
    ]);
  });

  it('leaves what the public pages load where it was, so they load no layer', () => {
    expect(layerOf.has('/web/src/passwordRules.ts')).toBe(false);
    expect(layerOf.has('/web/src/SignupPage.tsx')).toBe(false);
  });

  it('gives a layer with `sharedWith` only the code those roots load too, and the next layer the rest', () => {
    expect(modulesOf('signed-in').sort()).toEqual(['/web/src/avatar.tsx', '/web/src/useUser.ts']);
    expect(modulesOf('shell').sort()).toEqual(['/web/node_modules/menu.js', '/web/src/SecureLayout.tsx']);
  });

  it("takes a screen's shared code into its layer once, and leaves screens outside every layer alone", () => {
    expect(modulesOf('dashboard').sort()).toEqual(['/web/src/DashboardPage.tsx', '/web/src/chart.tsx']);
    expect(layerOf.has('/web/src/CompaniesPage.tsx')).toBe(false);
    expect(layerOf.has('/web/src/grid.tsx')).toBe(false);
    expect(layerOf.has('/web/src/ClientLayout.tsx')).toBe(false);
  });

  it('names a root no chunk holds', () => {
    expect(() => planLayers(build, { ...plan, keepOut: ['src/Gone.tsx'] }, absolute)).toThrow(
      'no chunk holds src/Gone.tsx',
    );
  });
});

describe('findChunkCycle', () => {
  it('finds chunks that import each other in a circle', () => {
    const chunks = [
      { fileName: 'a.js', imports: ['b.js'] },
      { fileName: 'b.js', imports: ['c.js', 'd.js'] },
      { fileName: 'c.js', imports: ['a.js'] },
      { fileName: 'd.js', imports: [] },
    ];
    expect(findChunkCycle(chunks)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('finds none where chunks share imports without a circle', () => {
    const chunks = [
      { fileName: 'a.js', imports: ['b.js', 'c.js'] },
      { fileName: 'b.js', imports: ['c.js'] },
      { fileName: 'c.js', imports: [] },
    ];
    expect(findChunkCycle(chunks)).toBeUndefined();
  });
});

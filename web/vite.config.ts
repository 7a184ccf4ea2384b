import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type InlineConfig } from 'vite';
import { layerChunks, noChunkCycles } from './vite-layer-chunks.js';
import { precompress } from './vite-precompress.js';

const root = new URL('.', import.meta.url).pathname;
const apiOrigin = process.env.DEALBOOK_API_ORIGIN ?? 'http://127.0.0.1:3000';

const app: InlineConfig = {
  root,
  plugins: [react()],
  resolve: {
    // Workspace packages are consumed from their TypeScript source, as in the other packages.
    conditions: ['source', ...defaultClientConditions],
    // The workspace root also holds a React 18 copy (hoisted for Blueprint's peer range); one
    // React instance must serve the whole tree or hooks break.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/socket.io': { target: apiOrigin, ws: true },
      // A buyer's link to documents (issue 38) is served by the API.
      '/d/': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
};

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return app;
  const layers = await layerChunks(app, {
    entry: 'src/main.tsx',
    keepOut: ['src/pages/LogoutPage.tsx', 'src/pages/LoggedOutPage.tsx', 'src/pages/SignupPage.tsx'],
    layers: [
      // The code every signed-in area shares, then each area's layout and landing screen.
      {
        name: 'signed-in',
        roots: ['src/app/layouts/SecureLayout.tsx'],
        sharedWith: ['src/app/layouts/ClientLayout.tsx', 'src/app/layouts/ExternalLayout.tsx'],
      },
      { name: 'shell', roots: ['src/app/layouts/SecureLayout.tsx'] },
      { name: 'dashboard', roots: ['src/pages/DashboardPage.tsx'] },
      { name: 'client', roots: ['src/app/layouts/ClientLayout.tsx', 'src/pages/ClientHomePage.tsx'] },
      { name: 'external', roots: ['src/app/layouts/ExternalLayout.tsx', 'src/pages/ExternalDashboardPage.tsx'] },
    ],
  });
  return {
    ...app,
    plugins: [...app.plugins!, noChunkCycles(), precompress()],
    build: { ...app.build, rolldownOptions: { output: { codeSplitting: { groups: [layers] } } } },
  };
});

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite-precompress.js';

const root = new URL('.', import.meta.url).pathname;
const apiOrigin = process.env.DEALBOOK_API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react(), precompress()],
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
});

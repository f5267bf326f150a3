import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The gateway of a local `npm run dev`; the built app is served by the gateway itself (same origin). */
const LOCAL_GATEWAY = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // GTM_ID is also the gateway's setting (its Content-Security-Policy admits Tag Manager by it), so one
  // variable set for the build and the server configures both; VITE_GTM_ID still works for the build.
  envPrefix: ['VITE_', 'GTM_ID'],
  resolve: {
    // Workspace libraries are consumed as TypeScript source, like vitest does.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': LOCAL_GATEWAY,
      '/healthz': LOCAL_GATEWAY,
      '/readyz': LOCAL_GATEWAY,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // zod and the module that configures it share a chunk, so that configuration has run before
        // any other chunk builds a schema (src/zod-without-eval.ts says why it is needed).
        codeSplitting: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ }],
        },
      },
    },
  },
});

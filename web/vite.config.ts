import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The gateway of a local `npm run dev`; the built app is served by the gateway itself (same origin). */
const LOCAL_GATEWAY = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});

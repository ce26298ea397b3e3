import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // React, the AI SDK (with zod, which it validates its messages with) and ask-cards in one
  // chunk: ~1,120 kB minified, ~325 kB gzip since the bindings carry re2js (MCP `pattern`,
  // issue 25; loading it on demand is issue 31). A one-page demo needs no split.
  build: { chunkSizeWarningLimit: 1200 },
});

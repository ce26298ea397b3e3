import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // React, the AI SDK (with zod, which it validates its messages with) and ask-cards in one
  // chunk: ~930 kB minified, ~265 kB gzip. A one-page demo needs no split.
  build: { chunkSizeWarningLimit: 1000 },
});

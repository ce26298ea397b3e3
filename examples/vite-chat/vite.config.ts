import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // React + react-markdown + Radix + ask-cards in one chunk: ~601 kB minified (~189 kB gzip)
  // since every view carries all nine dialects' result serializers (paying only for the dialects
  // rendered is issue 31). A one-page demo needs no split.
  build: { chunkSizeWarningLimit: 700 },
});

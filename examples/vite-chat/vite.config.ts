import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // React + react-markdown + Radix in one chunk is ~510 kB minified (~157 kB gzip); no split needed.
  build: { chunkSizeWarningLimit: 600 },
});

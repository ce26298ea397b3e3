/**
 * Config for the toast benchmark only (not part of `npm test`):
 *   npx vitest run -c bench/toasts.vitest.config.ts
 * React's production build, as users run it; jsdom for Radix's DOM.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

process.env.NODE_ENV = 'production';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'bench-toasts',
    root: new URL('..', import.meta.url).pathname,
    environment: 'jsdom',
    include: ['bench/toasts.bench.tsx'],
    env: { NODE_ENV: 'production' },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'src/channels/**/*.test.ts', 'test/node/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/react/**/*.test.{ts,tsx}', 'test/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
        },
      },
    ],
  },
});

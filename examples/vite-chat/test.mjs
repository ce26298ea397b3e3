// The packaging test: what a user gets from npm, installed into a real Vite app, built, and used
// in Chromium. Run from anywhere after `npm run build` at the repo root (`npm run test:example`
// builds first). The steps are
// scripts/example.mjs's `testExample`.
import { fileURLToPath } from 'node:url';
import { testExample } from '../../scripts/example.mjs';

testExample(fileURLToPath(new URL('.', import.meta.url)), {
  files: ['dist/index.js', 'dist/core.js', 'dist/styles.css'],
  script: 'test:example',
});

// The AI SDK loop from the packed package: a Vite app with the real `ai` and `@ai-sdk/react`, built
// and used in Chromium. Run from anywhere after `npm run build` at the repo root
// (`npm run test:example:ai-sdk` builds first). The steps are
// scripts/example.mjs's `testExample`.
import { fileURLToPath } from 'node:url';
import { testExample } from '../../scripts/example.mjs';

testExample(fileURLToPath(new URL('.', import.meta.url)), {
  files: ['dist/ai-sdk.js', 'dist/core.js', 'dist/styles.css'],
  versions: ['ai', '@ai-sdk/react', 'react'],
  script: 'test:example:ai-sdk',
});

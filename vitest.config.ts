import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * Real Chromium for the `storybook` and `browser` projects: the Debian package, never a browser
 * downloaded by npm (set `PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1`). `CHROMIUM_PATH` points elsewhere.
 */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions,
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * Timeouts sized for the work, not for a fast machine: a loaded 2-core CI box runs a jsdom test
 * that takes 2 s alone in 10 s or more. A freeze is still caught: the availability tests feed
 * inputs whose quadratic cost would run for minutes.
 */
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 30_000 };

/** The Chromium tests that emulate touch: see the `browser-touch` project. */
const TOUCH_TESTS = 'test/browser/touch.browser.test.tsx';

/** The jsdom component tests; the `dom` project runs them on React 19, `dom-react18` on React 18. */
const DOM_TESTS = {
  ...TIMEOUTS,
  environment: 'jsdom' as const,
  include: ['src/react/**/*.test.{ts,tsx}', 'test/dom/**/*.test.{ts,tsx}'],
  setupFiles: ['test/setup-dom.ts'],
};

/**
 * React 18.3 installed apart in compat/react18 (`npm run compat:install`). Every specifier of
 * react and react-dom that our code, the tests or a dependency use points there; exact matches
 * only, so `react-markdown` stays itself.
 */
const REACT18 = fileURLToPath(new URL('./compat/react18/node_modules/', import.meta.url));
const react18Aliases = Object.entries({
  react: 'react/index.js',
  'react/jsx-runtime': 'react/jsx-runtime.js',
  'react/jsx-dev-runtime': 'react/jsx-dev-runtime.js',
  'react-dom': 'react-dom/index.js',
  'react-dom/client': 'react-dom/client.js',
  'react-dom/server': 'react-dom/server.node.js',
  'react-dom/test-utils': 'react-dom/test-utils.js',
}).map(([name, file]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: REACT18 + file,
}));
// Testing Library's `main` is CommonJS, whose `require('react-dom/client')` no alias can reach:
// its ESM build is what gets inlined.
react18Aliases.push({
  find: /^@testing-library\/react$/,
  replacement: fileURLToPath(
    new URL(
      './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
      import.meta.url,
    ),
  ),
});

/**
 * Packages that import React, transformed by Vite so the React 18 aliases reach inside them
 * (`@langchain/langgraph-sdk`'s `useStream`, whose peer range is React 18 or 19).
 */
const REACT18_INLINE = [
  /@testing-library\/react/,
  /@radix-ui\//,
  /react-markdown/,
  /@langchain\/langgraph-sdk/,
];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...TIMEOUTS,
          environment: 'node',
          include: [
            'src/core/**/*.test.ts',
            'src/channels/**/*.test.ts',
            'src/tool-calls/**/*.test.ts',
            'test/node/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          ...DOM_TESTS,
          // The chat-framework bindings: React 19 only (the frameworks bring their own React use).
          include: [
            ...DOM_TESTS.include,
            'src/{ai-sdk,assistant-ui,copilotkit}/**/*.test.{ts,tsx}',
          ],
          // `@copilotkit/react-core/v2` imports its stylesheet, which Node's loader rejects:
          // transformed by Vite instead, the import is an empty module.
          server: { deps: { inline: [/@copilotkit\/react-core/] } },
        },
      },
      {
        // The same jsdom tests on React 18.3. Packages that import React are inlined (transformed
        // by Vite), so the aliases reach inside them too and one React runs.
        extends: true,
        resolve: { alias: react18Aliases },
        test: {
          name: 'dom-react18',
          ...DOM_TESTS,
          server: { deps: { inline: REACT18_INLINE } },
        },
      },
      {
        // Server rendering on React 18.3 too (its renderToString warns where 19's does not).
        extends: true,
        resolve: { alias: react18Aliases },
        test: {
          name: 'ssr-react18',
          ...TIMEOUTS,
          environment: 'node',
          include: ['test/node/ssr.test.tsx'],
          env: { ASK_REACT_MAJOR: '18' },
          server: { deps: { inline: REACT18_INLINE } },
        },
      },
      // Every story in stories/ is a test: render, play function, axe, console and network gate;
      // once on a light page and once on a dark one, so both themes pass axe's contrast rules.
      ...(['light', 'dark'] as const).map((theme) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: a dependency Vite discovers mid-run makes it reload the page and
        // fail the stories in flight (axe-core, imported mid-play; the AI SDK binding's `ai`;
        // full `zod`, whose `z.toJSONSchema` the JSON Schema form stories call).
        optimizeDeps: { include: ['axe-core', 'ai', 'zod'] },
        test: {
          name: theme === 'light' ? 'storybook' : 'storybook-dark',
          ...TIMEOUTS,
          env: { STORYBOOK_THEME: theme },
          browser: chromium(),
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      })),
      {
        extends: true,
        test: {
          name: 'browser',
          ...TIMEOUTS,
          include: ['test/browser/**/*.browser.test.{ts,tsx}'],
          exclude: [TOUCH_TESTS],
          browser: chromium(),
          setupFiles: ['test/browser/setup.ts'],
        },
      },
      {
        // A browser of their own: Chromium's touch emulation leaves the page at `hover: none`
        // once turned off, which would hide hover-only parts in every file run after it.
        extends: true,
        test: {
          name: 'browser-touch',
          ...TIMEOUTS,
          include: [TOUCH_TESTS],
          browser: chromium(),
          setupFiles: ['test/browser/setup.ts'],
        },
      },
    ],
  },
});

/**
 * Server rendering: every component renders with `react-dom/server` in plain Node (this project's
 * environment is `node`: there is no `window` nor `document`), touches neither while rendering,
 * logs nothing, and puts the question text in the HTML. The built entries are checked too, in a
 * child Node process with no vitest transform in between, as a server framework would load them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { version, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AskCard, AskDock, AskI18nProvider, AskToastProvider, AskTranscript } from '../../src';
import { askUserRequest, deployRequest } from '../../src/react/ask-card/fixtures';
import {
  deployAnswers,
  deployRequest as transcriptRequest,
  openClawAnswers,
  openClawRequest,
  storedRow,
} from '../../src/react/transcript/fixtures';

const root = resolve(import.meta.dirname, '../..');
const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'matchMedia'] as const;

/**
 * Renders to a string while every DOM global is a trap: a read from our code (even `typeof window`)
 * is recorded with the frame that did it. Dependencies may feature-test (Radix's Primitive checks
 * `typeof window` on every render); they are not ours to judge. The traps exist only during the
 * render call.
 */
function ssr(element: ReactElement): { html: string; touched: string[] } {
  const touched: string[] = [];
  const saved = DOM_GLOBALS.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const name of DOM_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        const reader = new Error().stack?.split('\n')[2] ?? '';
        if (!reader.includes('/node_modules/')) touched.push(`${name} read ${reader.trim()}`);
        return undefined;
      },
    });
  }
  try {
    return { html: renderToString(element), touched };
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

const noop = () => {};
const openSession = () => Promise.resolve();

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  // React reports SSR mistakes (useLayoutEffect on the server in React 18, bad nesting, keys) here.
  const logged = [...consoleError.mock.calls, ...consoleWarn.mock.calls].map((args) =>
    String(args[0]).slice(0, 120),
  );
  vi.restoreAllMocks();
  expect(logged).toEqual([]);
});

/** The `ssr-react18` vitest project runs this file on React 18.3 (aliased); `unit` on React 19. */
const REACT_MAJOR = process.env.ASK_REACT_MAJOR ?? '19';

describe('renderToString in Node', () => {
  it(`renders with React ${REACT_MAJOR}`, () => {
    expect(version.split('.')[0]).toBe(REACT_MAJOR);
  });

  it('runs in an environment without DOM globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  const cases: Array<[name: string, element: () => ReactElement, expected: string[]]> = [
    [
      'AskCard, asktool, stepper',
      () => <AskCard request={deployRequest} onResolve={noop} />,
      ['environment', 'Staging'],
    ],
    [
      'AskCard, asktool, stacked',
      () => <AskCard request={deployRequest} onResolve={noop} layout="stacked" />,
      ['environment', 'Which checks should run first?', 'Notify anyone?'],
    ],
    [
      'AskCard, ask_user, stepper',
      () => <AskCard request={askUserRequest} onResolve={noop} />,
      ['Where should I deploy the release?', 'Target'],
    ],
    [
      'AskCard, ask_user, stacked',
      () => <AskCard request={askUserRequest} onResolve={noop} layout="stacked" />,
      ['Where should I deploy the release?', 'Who should hear about it?'],
    ],
    [
      'AskCard parts composed',
      () => (
        <AskCard.Root request={deployRequest} onResolve={noop}>
          <AskCard.Indicators />
          <AskCard.Question />
          <AskCard.Options />
          <AskCard.Actions />
        </AskCard.Root>
      ),
      ['environment'],
    ],
    [
      'AskDock, expanded',
      () => (
        <AskDock
          request={askUserRequest}
          onResolve={noop}
          composer={<textarea defaultValue="draft" />}
        />
      ),
      ['Where should I deploy the release?', 'draft'],
    ],
    [
      'AskDock, collapsed',
      () => (
        <AskDock
          request={askUserRequest}
          onResolve={noop}
          collapsed
          composer={<textarea defaultValue="draft" />}
        />
      ),
      ['Target', 'draft'],
    ],
    [
      'AskDock, idle',
      () => <AskDock request={null} composer={<textarea defaultValue="draft" />} />,
      ['draft'],
    ],
    [
      'AskTranscript, asktool details',
      () => <AskTranscript {...storedRow(transcriptRequest, deployAnswers)} />,
      ['environment', '<strong>Staging</strong>', 'e2e', 'and the smoke suite'],
    ],
    [
      'AskTranscript, ask_user details',
      () => <AskTranscript {...storedRow(openClawRequest, openClawAnswers)} />,
      ['Where should I deploy this build?', 'On-call'],
    ],
    [
      'AskTranscript, invalid details',
      () => <AskTranscript details={{ version: 99 }} content="Which env?：Staging" />,
      ['Which env?：Staging'],
    ],
    [
      'AskTranscript, missing details',
      () => <AskTranscript details={undefined} content="Which env?：Staging" />,
      ['Which env?：Staging'],
    ],
    [
      'AskToastProvider with children',
      () => (
        <AskToastProvider openSession={openSession}>
          <AskCard request={deployRequest} onResolve={noop} />
        </AskToastProvider>
      ),
      ['environment'],
    ],
    [
      'AskI18nProvider, zh-CN',
      () => (
        <AskI18nProvider locale="zh-CN">
          <AskCard request={deployRequest} onResolve={noop} />
        </AskI18nProvider>
      ),
      ['environment'],
    ],
  ];

  it.each(cases)(
    '%s renders, reads no DOM global and shows the question',
    (_name, element, expected) => {
      const { html, touched } = ssr(element());
      expect(touched).toEqual([]);
      for (const text of expected) expect(html).toContain(text);
    },
  );

  it('the trap notices a guarded read in our code (so the checks above can fail)', () => {
    function Sniffer() {
      return <p>{typeof document === 'undefined' ? 'server' : 'client'}</p>;
    }
    const { html, touched } = ssr(<Sniffer />);
    expect(html).toContain('server');
    expect(touched).toEqual([expect.stringMatching(/^document read at Sniffer /)]);
  });

  it('AskI18nProvider switches the rendered language on the server', () => {
    const en = ssr(<AskCard request={deployRequest} onResolve={noop} />).html;
    const zh = ssr(
      <AskI18nProvider locale="zh-CN">
        <AskCard request={deployRequest} onResolve={noop} />
      </AskI18nProvider>,
    ).html;
    expect(zh).not.toBe(en);
  });
});

// The built files and a child Node process: the same whatever React the project aliases.
describe.skipIf(REACT_MAJOR !== '19')('built entries', () => {
  const USE_CLIENT = /^['"]use client['"];?\n/;

  it.each(['dist/index.js', 'dist/index.cjs'])(
    '%s starts with the "use client" directive',
    (file) => {
      expect(readFileSync(resolve(root, file), 'utf8')).toMatch(USE_CLIENT);
    },
  );

  it.each(['dist/core.js', 'dist/core.cjs', 'dist/channels.js', 'dist/channels.cjs'])(
    '%s is not a client module (servers import it)',
    (file) => {
      expect(readFileSync(resolve(root, file), 'utf8')).not.toMatch(USE_CLIENT);
    },
  );

  // The package resolves itself by name from its own directory (package.json `exports`).
  const program = (load: string) => `${load}
    const { createElement } = require('react');
    const { renderToString } = require('react-dom/server');
    const request = m.parseAskToolInput({ questions: [{ question: 'Deploy **where**?', options: ['Staging', 'Prod'] }] });
    console.log(renderToString(createElement(m.AskCard, { request, onResolve() {} })));`;
  const run = (code: string, type: 'module' | 'commonjs') =>
    execFileSync(process.execPath, ['--input-type', type, '-e', code], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('the ESM build renders AskCard with react-dom/server in plain Node', () => {
    const html = run(
      program(
        "import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); const m = await import('ask-cards');",
      ),
      'module',
    );
    expect(html).toContain('<strong>where</strong>');
  });

  it('the CommonJS build renders AskCard with react-dom/server in plain Node', () => {
    const html = run(program("const m = require('ask-cards');"), 'commonjs');
    expect(html).toContain('<strong>where</strong>');
  });
});

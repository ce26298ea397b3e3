/**
 * One part contract for every view (issue 28 #4, after Radix toast's parts and zag's anatomy):
 * each exported part renders one element that carries `data-scope` + `data-part` from its view's
 * anatomy, takes the props it does not consume (a `data-testid` here), and hands its ref that
 * element. The parts are found by the entries' exports, so a newly exported component fails
 * here, by name, until it has a fixture below.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, forwardRef, isValidElement, type ReactElement, type Ref } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseElicitRequest, parseElicitUrlRequest } from '../core/adapters/elicitation/schema';
import type { AskRequest } from '../core/types';
import * as aiSdk from '../ai-sdk';
import type { AskToolUIPart } from '../ai-sdk';
import * as agUi from '../ag-ui';
import * as langGraph from '../langgraph';
import type { AskLangGraphInterrupt, AskLangGraphStream } from '../langgraph';
import type { Anatomy } from './anatomy';
import { dockAnatomy } from './anatomy';
import { singleRequest } from './ask-card/fixtures';
import { cardAnatomy } from './ask-card/anatomy';
import { urlCardAnatomy } from './elicitation/anatomy';
import { toolPartAnatomy } from '../ai-sdk/anatomy';
import { agUiAnatomy } from '../ag-ui/anatomy';
import { langGraphAnatomy } from '../langgraph/anatomy';
import { ANATOMIES } from './anatomies.fixtures';
import * as react from './index';
import { markdownAnatomy } from './markdown/AskMarkdown';
import { transcriptAnatomy } from './transcript/anatomy';
import { deployAnswers, deployRequest, storedRow } from './transcript/fixtures';

afterEach(cleanup);

/** What the contract hands every part: a rest prop to spread, and a ref to fill. */
interface Probe {
  'data-testid': string;
  className: string;
  ref: Ref<never>;
}

/** The stylesheet's key on an element of part `part`: `data-<style scope>__<part>`. */
const styleKeyOf = (node: Element, part: string) =>
  [...node.attributes].find((a) => /^data-[\w-]+__/.test(a.name) && a.name.endsWith(`__${part}`))
    ?.name;

interface Fixture {
  /** Which state of the part, when one export renders several (the AI SDK part's states). */
  state?: string;
  anatomy: Anatomy<string>;
  part: string;
  render: (probe: Probe) => ReactElement;
  /** Brings the part on screen after mounting (a card's outcome shows once it resolved). */
  settle?: () => void;
}

/** Exported components that render no element of their own: never parts. */
const NOT_PARTS: Record<string, string> = {
  AskI18nProvider: 'a context provider: renders only its children',
  AskMessagesProvider: 'a context provider: renders only its children',
  AskToastProvider:
    'a context provider: its toasts are Radix elements in its viewport (anatomy checked below)',
  AskToolStoreProvider: 'a context provider: renders only its children',
  AskRegistryProvider: 'a context provider: renders only its children',
};

const rich: AskRequest = {
  dialect: 'ask_user',
  title: 'Release',
  message: 'Two questions before the release.',
  requester: 'Deploy bot',
  timeoutSeconds: 120,
  questions: [
    {
      id: 'target',
      header: 'Target',
      question: 'Where should I deploy?',
      options: [
        { label: 'Staging', preview: { format: 'markdown', content: '`staging`' } },
        { label: 'Production', preview: { format: 'markdown', content: '`prod`' } },
      ],
      multiSelect: false,
    },
  ],
};

const impossible = parseElicitRequest({
  message: 'How many replicas?',
  requestedSchema: {
    type: 'object',
    properties: { replicas: { type: 'integer', minimum: 9, maximum: 1 } },
    required: ['replicas'],
  },
});

const urlRequest = parseElicitUrlRequest(
  { mode: 'url', message: 'Connect.', elicitationId: 'e1', url: 'https://example.com/x' },
  { source: 'Calendar' },
);

const toolPart = (over: Partial<AskToolUIPart>): AskToolUIPart => ({
  type: 'tool-ask_user',
  toolCallId: 'contract',
  state: 'input-available',
  input: { questions: [{ question: 'Which environment?', options: [{ label: 'Staging' }] }] },
  ...over,
});
const noOutput = () => {};

const { AskCardRoot } = react;
/** A card part inside the root it needs (with the parts that answer, for the outcome). */
function inCard(Part: (props: Probe) => ReactElement | null, request: AskRequest = rich) {
  return function InCard(probe: Probe) {
    return (
      <AskCardRoot request={request} autoFocus={false}>
        <react.AskCardOptions />
        <react.AskCardActions />
        <Part {...probe} />
      </AskCardRoot>
    );
  };
}
const card = (name: string, part: string, request?: AskRequest, settle?: () => void) => ({
  [name]: [
    {
      anatomy: cardAnatomy,
      part,
      render: inCard(react[name as keyof typeof react] as never, request),
      settle,
    },
  ],
});
const submitStaging = () => {
  fireEvent.click(screen.getByRole('radio', { name: 'Staging' }));
  const submit = screen.queryByRole('button', { name: 'Submit' });
  if (submit) fireEvent.click(submit);
};

const row = storedRow(deployRequest, deployAnswers);

/** An AG-UI agent paused on `interrupts` (the binding's structural `AskAgUiAgent`). */
const agentWith = (interrupts: agUi.AskAgUiInterrupt[]): agUi.AskAgUiAgent => ({
  threadId: 'contract',
  pendingInterrupts: interrupts,
  subscribe: () => ({ unsubscribe: noOutput }),
  runAgent: () => Promise.resolve(),
});
const AG_UI_INTERRUPTS: Record<string, agUi.AskAgUiInterrupt> = {
  question: { id: 'i1', reason: 'confirmation', message: 'Deploy now?' },
  'approval note': { id: 'i2', reason: 'tool_call', toolCallId: 'tc-1' },
  'unreadable interrupt': { id: 'i3', reason: 'input_required', responseSchema: { type: 'nope' } },
};
const AG_UI_ANATOMY: Record<string, [Anatomy<string>, string]> = {
  question: [cardAnatomy, 'root'],
  'approval note': [agUiAnatomy, 'root'],
  'unreadable interrupt': [agUiAnatomy, 'root'],
};
// forwardRef: on React 18 a function component's `ref` is not a prop.
const AgUiCardOf = forwardRef<
  HTMLDivElement,
  Omit<Probe, 'ref'> & { interrupt: agUi.AskAgUiInterrupt }
>(function AgUiCardOf({ interrupt, ...probe }, ref) {
  const { session } = agUi.useAskAgUiInterrupts(agentWith([interrupt]));
  return (
    <agUi.AskAgUiInterruptCard
      {...probe}
      ref={ref}
      session={session}
      interrupt={interrupt}
      autoFocus={false}
    />
  );
});

/** A `useStream` result paused on one interrupt (the binding's structural `AskLangGraphStream`). */
const streamWith = (interrupt: AskLangGraphInterrupt): AskLangGraphStream => ({
  interrupts: [interrupt],
  submit: noOutput,
});
const LANGGRAPH_INTERRUPTS: Record<string, [AskLangGraphInterrupt, Anatomy<string>, string]> = {
  question: [{ id: 'q', value: 'Name the release' }, cardAnatomy, 'root'],
  'approval note': [
    { id: 'a', value: { actionRequests: [{ name: 'x', args: {} }], reviewConfigs: [] } },
    langGraphAnatomy,
    'root',
  ],
  'unreadable schema': [
    { id: 's', value: 'Pick', response_schema: { type: 'object', not: {} } },
    langGraphAnatomy,
    'root',
  ],
};
const LangGraphCardOf = forwardRef<
  HTMLDivElement,
  Omit<Probe, 'ref'> & { interrupt: AskLangGraphInterrupt }
>(function LangGraphCardOf({ interrupt, ...probe }, ref) {
  const { entries } = langGraph.useAskLangGraphInterrupts(streamWith(interrupt));
  return (
    <langGraph.AskLangGraphInterruptCard
      {...probe}
      ref={ref}
      entry={entries[0]!}
      autoFocus={false}
    />
  );
});

const FIXTURES: Record<string, Fixture[]> = {
  AskAgUiInterrupts: [
    {
      anatomy: agUiAnatomy,
      part: 'list',
      render: (p) => (
        <agUi.AskAgUiInterrupts
          {...p}
          agent={agentWith(Object.values(AG_UI_INTERRUPTS))}
          autoFocus={false}
        />
      ),
    },
  ],
  AskAgUiInterruptCard: Object.entries(AG_UI_INTERRUPTS).map(([state, interrupt]) => ({
    state,
    anatomy: AG_UI_ANATOMY[state]![0],
    part: AG_UI_ANATOMY[state]![1],
    render: (p) => <AgUiCardOf {...p} interrupt={interrupt} />,
  })),
  AskLangGraphInterrupts: [
    {
      anatomy: langGraphAnatomy,
      part: 'list',
      render: (p) => (
        <langGraph.AskLangGraphInterrupts
          {...p}
          stream={{
            interrupts: Object.values(LANGGRAPH_INTERRUPTS).map(([interrupt]) => interrupt),
            submit: noOutput,
          }}
          autoFocus={false}
        />
      ),
    },
  ],
  AskLangGraphInterruptCard: Object.entries(LANGGRAPH_INTERRUPTS).map(
    ([state, [interrupt, anatomy, part]]) => ({
      state,
      anatomy,
      part,
      render: (p) => <LangGraphCardOf {...p} interrupt={interrupt} />,
    }),
  ),
  AskCard: [
    {
      anatomy: cardAnatomy,
      part: 'root',
      render: (p) => <react.AskCard {...p} request={singleRequest} autoFocus={false} />,
    },
  ],
  AskCardRoot: [
    {
      anatomy: cardAnatomy,
      part: 'root',
      render: (p) => <AskCardRoot {...p} request={singleRequest} autoFocus={false} />,
    },
  ],
  ...card('AskCardHeader', 'header'),
  ...card('AskCardCountdown', 'countdown'),
  ...card('AskCardIndicators', 'indicators'),
  ...card('AskCardQuestion', 'question'),
  ...card('AskCardOptions', 'options'),
  ...card('AskCardActions', 'actions'),
  ...card('AskCardOutcome', 'outcome', singleRequest, submitStaging),
  ...card('AskCardIntro', 'intro'),
  ...card('AskCardUnanswerable', 'unanswerable', impossible),
  ...card('AskCardPreview', 'preview-frame'),
  AskMarkdown: [
    {
      anatomy: markdownAnatomy,
      part: 'markdown',
      render: (p) => <react.AskMarkdown {...p}>{'**bold**'}</react.AskMarkdown>,
    },
  ],
  AskDock: [
    {
      state: 'idle',
      anatomy: dockAnatomy,
      part: 'dock',
      render: (p) => <react.AskDock {...p} composer={<textarea aria-label="Message" />} />,
    },
    {
      state: 'pending',
      anatomy: dockAnatomy,
      part: 'dock',
      render: (p) => (
        <react.AskDock {...p} request={singleRequest} composer={<textarea aria-label="M" />} />
      ),
    },
  ],
  AskDockSummary: [
    {
      anatomy: dockAnatomy,
      part: 'dock-summary',
      render: (p) => <react.AskDockSummary {...p} resolutions={[]} />,
    },
  ],
  AskTranscript: [
    {
      state: 'summary',
      anatomy: transcriptAnatomy,
      part: 'transcript',
      render: (p) => <react.AskTranscript {...p} {...row} />,
    },
    {
      state: 'unusable details',
      anatomy: transcriptAnatomy,
      part: 'transcript-fallback',
      render: (p) => <react.AskTranscript {...p} details={null} content="plain" />,
    },
    {
      state: "the host's fallback",
      anatomy: transcriptAnatomy,
      part: 'transcript-custom',
      render: (p) => (
        <react.AskTranscript {...p} details={null} content="plain" fallback={(t) => <i>{t}</i>} />
      ),
    },
  ],
  AskUrlCard: [
    {
      anatomy: urlCardAnatomy,
      part: 'root',
      render: (p) => (
        <react.AskUrlCard {...p} request={urlRequest} onOpenUrl={noOutput} onResolve={noOutput} />
      ),
    },
  ],
  AskToolPart: (
    [
      ['input-streaming', 'root', { state: 'input-streaming', input: { questions: [] } }],
      ['input-available', 'root', {}],
      ['invalid input', 'root', { input: { questions: 'none' } }],
      ['output-error', 'root', { state: 'output-error', errorText: 'Bad input: questions' }],
      ['unknown tool', 'root', { type: 'tool-unknown' }],
    ] as const
  )
    .map(([state, part, over]): Fixture => ({
      state,
      anatomy: toolPartAnatomy,
      part,
      render: (p) => (
        <aiSdk.AskToolPart
          {...p}
          part={toolPart(over as Partial<AskToolUIPart>)}
          addToolOutput={noOutput}
          autoFocus={false}
        />
      ),
    }))
    .concat({
      state: 'output-available',
      anatomy: transcriptAnatomy,
      part: 'transcript',
      render: (p) => (
        <aiSdk.AskToolPart
          {...p}
          part={toolPart({ state: 'output-available', output: row.content })}
          details={row.details}
          addToolOutput={noOutput}
        />
      ),
    }),
};

/** Whether a pair is a part of an anatomy: pairs outside them are unnamed parts. */
const known = (scope: string | null | undefined, part: string | null | undefined) =>
  ANATOMIES.some((a) => a.scope === scope && a.parts.includes(part!));

/** `name` and the compound names (`AskCard.Root`) of every React component an entry exports. */
function exportedComponents(entry: Record<string, unknown>): [string, unknown][] {
  const isComponent = (value: unknown) =>
    (typeof value === 'object' && value !== null && '$$typeof' in value) ||
    (typeof value === 'function' && !/^class\b/.test(Function.prototype.toString.call(value)));
  const found: [string, unknown][] = [];
  for (const [name, value] of Object.entries(entry)) {
    if (!/^[A-Z]/.test(name) || !isComponent(value)) continue;
    found.push([name, value]);
    for (const [key, part] of Object.entries(value as object))
      if (/^[A-Z]/.test(key) && isComponent(part)) found.push([`${name}.${key}`, part]);
  }
  // A compound name for a component exported under its own name too is the same part.
  const named = new Map(found.map(([name, value]) => [value, name]));
  return found.filter(([name, value]) => named.get(value) === name || !name.includes('.'));
}

const components = [
  ...exportedComponents(react as Record<string, unknown>),
  ...exportedComponents(aiSdk as Record<string, unknown>),
  ...exportedComponents(agUi as Record<string, unknown>),
  ...exportedComponents(langGraph as Record<string, unknown>),
];

function checkContract(title: string, fixture: Fixture) {
  const ref = createRef<HTMLElement>();
  const element = fixture.render({
    'data-testid': 'probe',
    className: 'host-class',
    ref: ref as Ref<never>,
  });
  expect(isValidElement(element)).toBe(true);
  const { container, unmount } = render(element);
  try {
    fixture.settle?.();
    const probes = container.querySelectorAll('[data-testid="probe"]');
    expect(probes.length, `${title}: one element takes the rest props`).toBe(1);
    const el = probes[0]!;
    expect(
      [el.getAttribute('data-scope'), el.getAttribute('data-part')],
      `${title}: data-scope + data-part from its anatomy`,
    ).toEqual([fixture.anatomy.scope, fixture.part]);
    expect(fixture.anatomy.parts, `${title}: the part is in its anatomy`).toContain(fixture.part);
    expect(ref.current, `${title}: the ref gets the element`).toBe(el);
    // Issue 31 #2: the shipped stylesheet keys on one attribute per part, which a host's
    // `className` never replaces.
    expect(el, `${title}: the host's className reaches the part`).toHaveClass('host-class');
    expect(
      styleKeyOf(el, fixture.part),
      `${title}: the part keeps its stylesheet key beside the host's className`,
    ).toBe(Object.keys(fixture.anatomy.part(fixture.part)).find((k) => k.includes('__')));
    for (const node of container.querySelectorAll('[data-part], [data-scope]')) {
      const pair = [node.getAttribute('data-scope'), node.getAttribute('data-part')];
      expect(known(pair[0], pair[1]), `${title}: ${pair.join(' / ')} is in an anatomy`).toBe(true);
      if (pair[1])
        expect(
          styleKeyOf(node, pair[1]),
          `${title}: ${pair[1]} has its stylesheet key`,
        ).toBeTruthy();
    }
  } finally {
    unmount();
  }
}

describe('issue 28 #4: one part contract for every exported part', () => {
  it('issue 28 #4: finds the parts by the exports (and every part has a fixture here)', () => {
    const names = components.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'AskCard',
        'AskDock',
        'AskToolPart',
        'AskAgUiInterrupts',
        'AskLangGraphInterrupts',
      ]),
    );
    const missing = names.filter((name) => !FIXTURES[name] && !NOT_PARTS[name]);
    expect(missing, 'exported parts without a contract fixture').toEqual([]);
  });

  const cases = components.flatMap(([name]) =>
    (FIXTURES[name] ?? []).map((fixture) => ({
      title: fixture.state ? `${name} (${fixture.state})` : name,
      fixture,
    })),
  );
  it.each(cases)(
    'issue 28 #4: $title renders one element with its anatomy pair, spreads rest props and composes its ref',
    ({ title, fixture }) => checkContract(title, fixture),
  );

  it('issue 28 #4: every toast element carries a pair of the toast anatomy', async () => {
    function Notify() {
      const { notifyAsk } = react.useAskToasts();
      return (
        <button type="button" onClick={() => notifyAsk({ sessionId: 's1', request: rich })}>
          notify
        </button>
      );
    }
    render(
      <react.AskToastProvider openSession={noOutput} chime={false}>
        <Notify />
      </react.AskToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    const parts = [...document.body.querySelectorAll('[data-scope="ask-toast"]')];
    expect(parts.map((el) => el.getAttribute('data-part'))).toEqual(
      expect.arrayContaining(['toast-viewport', 'toast', 'toast-message', 'toast-close']),
    );
    for (const node of document.body.querySelectorAll('[data-part], [data-scope]')) {
      const pair = [node.getAttribute('data-scope'), node.getAttribute('data-part')];
      expect(known(pair[0], pair[1]), `${pair.join(' / ')} is in an anatomy`).toBe(true);
    }
  });
});

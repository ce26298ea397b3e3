/**
 * ACP `elicitation/create` requests for the stories, as an agent sends them
 * (`@agentclientprotocol/sdk` 2.4.0; Claude's as `claude-agent-acp` 0.101.0 builds them), read
 * with ask-cards' parsers, and an editor that shows the card and the response it sends.
 */
import { useMemo, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  createElicitationCompletions,
  type ElicitationCompletions,
} from '../src/core/adapters/elicitation/completions';
import {
  safeParseAcpElicitRequest,
  safeParseAcpElicitUrlRequest,
  type AcpElicitResult,
} from '../src/core/adapters/acp-elicitation';
import type { AskResolution } from '../src/core/dialects';
import type { AskLayout } from '../src/core/types';
import { AskCard } from '../src/react/ask-card';
import { AskUrlCard } from '../src/react/elicitation';
import { CLAUDE_OPTION_META_KEY, claudeAcpForm } from '../test/fixtures/acp';
import { pre, ResultPanel, stack } from './panels';

/** The agent's name from `initialize` (`agentInfo.title`): the card's "Requested by". */
export const AGENT = 'Deploy agent';

const scope = { sessionId: 'sess_7f3a', toolCallId: 'call_2' };

/** A form: a titled enum whose options carry descriptions, an integer, a boolean, a multi-select. */
export const formParams = {
  ...scope,
  mode: 'form',
  message: 'Before I deploy, pick the target and how many replicas to run.',
  requestedSchema: {
    type: 'object',
    properties: {
      target: {
        type: 'string',
        title: 'Target',
        description: 'Where should it go?',
        oneOf: [
          { const: 'staging', title: 'Staging', description: 'Safe to break' },
          { const: 'production', title: 'Production', description: 'Live traffic' },
        ],
      },
      replicas: {
        type: 'integer',
        title: 'Replicas',
        description: 'How many instances (1-9)?',
        minimum: 1,
        maximum: 9,
      },
      checks: {
        type: 'array',
        title: 'Checks',
        description: 'Which checks must pass first?',
        items: {
          anyOf: [
            { const: 'lint', title: 'Lint', description: 'ESLint and Prettier' },
            { const: 'unit', title: 'Unit tests' },
          ],
        },
      },
      notify: { type: 'boolean', title: 'Notify', description: 'Post in #deploys when done?' },
    },
    required: ['target', 'replicas'],
  },
} as const;

/** A string with a `pattern`, checked as the user types. */
export const patternParams = {
  ...scope,
  mode: 'form',
  message: 'Name the release branch.',
  requestedSchema: {
    type: 'object',
    properties: {
      branch: {
        type: 'string',
        title: 'Branch',
        description: 'release/ and a version, e.g. release/2.4',
        pattern: '^release/[0-9]+\\.[0-9]+$',
      },
    },
    required: ['branch'],
  },
} as const;

/** Claude's "Other" field as the stories show it (its hint is the card's own, not this). */
const custom = {
  type: 'string',
  title: 'Other',
  description: 'Type your own answer instead of choosing an option (optional).',
} as const;

/** Claude's `AskUserQuestion` over ACP, one question: `question_0` and its `_custom`, previews. */
export const claudeOneParams = claudeAcpForm(
  [
    {
      header: 'Layout',
      question: 'Which layout should the settings page use?',
      options: [
        {
          const: 'Sidebar',
          title: 'Sidebar',
          description: 'Sections in a left rail',
          _meta: {
            [CLAUDE_OPTION_META_KEY]: {
              preview: '```\n┌──────┬─────────┐\n│ Nav  │ Section │\n```',
            },
          },
        },
        {
          const: 'Tabs',
          title: 'Tabs',
          description: 'Sections as tabs on top',
          _meta: {
            [CLAUDE_OPTION_META_KEY]: {
              preview: '```\n┌─[General]─[Privacy]─┐\n│ Section            │\n```',
            },
          },
        },
      ],
    },
  ],
  { sessionId: 'sess_7f3a', toolCallId: 'toolu_01', custom },
);

/** Claude over ACP, two questions: a single-select and a multi-select, each with "Other". */
export const claudeSeveralParams = claudeAcpForm(
  [
    {
      header: 'Library',
      question: 'Which library should we use for dates?',
      options: [
        { const: 'date-fns', title: 'date-fns', description: 'Small and tree-shakable' },
        { const: 'Luxon', title: 'Luxon', description: 'Time zones built in' },
      ],
    },
    {
      header: 'Features',
      question: 'Which features do you want to enable?',
      multi: true,
      options: [
        { const: 'Dark mode', title: 'Dark mode', description: 'Follows the system theme' },
        { const: 'Offline', title: 'Offline', description: 'Caches the last session' },
        { const: 'Sync', title: 'Sync', description: 'Across devices' },
      ],
    },
  ],
  { sessionId: 'sess_7f3a', toolCallId: 'toolu_02', custom },
);

/** URL mode: the agent sends the user to a link; `elicitationId` is opaque. */
export const urlParams = {
  sessionId: 'sess_7f3a',
  mode: 'url',
  elicitationId: 'el_91c2',
  message: 'Sign in to your cloud account so I can deploy on your behalf.',
  url: 'https://accounts.example.com/oauth/authorize?client=deploy',
} as const;

/** A property type ACP does not define: the parse refuses it, the editor answers `cancel`. */
export const unknownTypeParams = {
  ...scope,
  mode: 'form',
  message: 'Pick a colour for the banner.',
  requestedSchema: {
    type: 'object',
    properties: { banner: { type: 'color', title: 'Banner colour' } },
  },
} as const;

/** What the editor sends back, for people and for plays (`role="status"`, "ACP response"). */
function Response({ response }: { response: AcpElicitResult | null }) {
  return <ResultPanel label="ACP response">{response ? JSON.stringify(response) : ''}</ResultPanel>;
}

export interface AcpFormHostProps {
  /** The params of `elicitation/create`, untrusted. */
  params: unknown;
  layout?: AskLayout;
  onResult?: (result: AcpElicitResult) => void;
}

/**
 * An editor's `elicitation/create` handler: the card and the response it sends. A request
 * ask-cards refuses shows no card: the editor tells the user what the agent sent wrong and answers
 * `{ action: 'cancel' }`, as the documented handler does.
 */
export function AcpFormHost({ params, layout = 'stacked', onResult }: AcpFormHostProps) {
  const parsed = useMemo(() => safeParseAcpElicitRequest(params, { source: AGENT }), [params]);
  const [response, setResponse] = useState<AcpElicitResult | null>(
    parsed.success ? null : { action: 'cancel' },
  );
  return (
    <div style={stack}>
      {parsed.success ? (
        <AskCard
          request={parsed.data}
          layout={layout}
          onResolve={(r: AskResolution) => {
            const value = r.result as AcpElicitResult;
            setResponse(value);
            onResult?.(value);
          }}
        />
      ) : (
        <div role="alert">
          <p style={{ margin: 0 }}>{AGENT} sent a form this editor cannot show:</p>
          <pre style={pre}>{parsed.error.message}</pre>
        </div>
      )}
      <Response response={response} />
    </div>
  );
}

export interface AcpUrlHostProps {
  onOpenUrl?: (url: string) => void;
  onResult?: (result: AcpElicitResult) => void;
  /** Shows a button standing in for the agent's `elicitation/complete` for this id. */
  completable?: boolean;
}

/**
 * An editor's URL-mode handler: the link card, the response, and (for the stories) a button that
 * plays the agent's `elicitation/complete` for the card's `elicitationId`.
 */
export function AcpUrlHost({ onOpenUrl = () => {}, onResult, completable }: AcpUrlHostProps) {
  const [request] = useState(() => {
    const parsed = safeParseAcpElicitUrlRequest(urlParams, { source: AGENT });
    if (!parsed.success) throw parsed.error;
    return parsed.data;
  });
  const [completions] = useState<ElicitationCompletions>(createElicitationCompletions);
  const [response, setResponse] = useState<AcpElicitResult | null>(null);
  return (
    <div style={stack}>
      <AskUrlCard
        request={request}
        completions={completions}
        onOpenUrl={onOpenUrl}
        onResolve={(value) => {
          setResponse(value);
          onResult?.(value);
        }}
      />
      <Response response={response} />
      {completable && (
        <button type="button" onClick={() => completions.complete(request.elicitationId)}>
          Agent sends elicitation/complete
        </button>
      )}
    </div>
  );
}

/** The card a story renders. */
export const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="root"]')!;

/** Waits until the editor's "ACP response" status shows exactly `response` (what the agent reads). */
export async function expectResponse(canvasElement: HTMLElement, response: unknown) {
  const status = within(canvasElement).getByRole('status', { name: 'ACP response' });
  await waitFor(() => expect(JSON.parse(status.textContent || 'null')).toEqual(response));
}

/**
 * MCP elicitation requests for the stories: `elicitation/create` params as a server sends them,
 * read with ask-cards' parsers, and a host that shows the card and the `ElicitResult` it sends.
 */
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { ElicitResult } from '../src/core/adapters/elicitation/result';
import {
  parseElicitRequest,
  parseElicitUrlRequest,
  type ElicitParseOptions,
} from '../src/core/adapters/elicitation/schema';
import type { AskResolution } from '../src/core/dialects';
import type { AskLayout } from '../src/core/types';
import { AskCard } from '../src/react/ask-card';
import { AskUrlCard } from '../src/react/elicitation';
import { ResultPanel, stack } from './panels';

export const SERVER = 'Deploy server';

/** Every field type of the spec, with its constraints. */
export const everyFieldParams = {
  message: 'Set up the staging deploy. I need a few details before I start.',
  requestedSchema: {
    type: 'object',
    properties: {
      email: {
        type: 'string',
        title: 'Email',
        description: 'Who gets the deploy alerts?',
        format: 'email',
      },
      service: { type: 'string', title: 'Service name', minLength: 3, maxLength: 20 },
      replicas: {
        type: 'integer',
        title: 'Replicas',
        description: 'How many instances (1-9)?',
        minimum: 1,
        maximum: 9,
      },
      cpu: { type: 'number', title: 'CPU share', description: 'Cores per instance', minimum: 0.25 },
      region: {
        type: 'string',
        title: 'Region',
        oneOf: [
          { const: 'eu-west-1', title: 'EU West (Ireland)' },
          { const: 'us-east-1', title: 'US East (Virginia)' },
        ],
      },
      checks: {
        type: 'array',
        title: 'Checks',
        description: 'Which checks must pass first? Pick up to two.',
        minItems: 1,
        maxItems: 2,
        items: { type: 'string', enum: ['lint', 'unit', 'e2e'] },
      },
      notify: { type: 'boolean', title: 'Notify', description: 'Post in #deploys when done?' },
      window: { type: 'string', title: 'Start', description: 'When to start', format: 'date-time' },
    },
    required: ['email', 'service', 'region'],
  },
} as const;

/** Defaults on every type; one of them (replicas 12 > 9) is out of range, so it shows an error. */
export const defaultsParams = {
  message: 'Review the suggested settings and submit.',
  requestedSchema: {
    type: 'object',
    properties: {
      env: {
        type: 'string',
        title: 'Environment',
        enum: ['staging', 'production'],
        enumNames: ['Staging', 'Production'],
        default: 'staging',
      },
      replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9, default: 3 },
      owner: { type: 'string', title: 'Owner', format: 'email', default: 'ops@example.com' },
      notify: { type: 'boolean', title: 'Notify', default: true },
      features: {
        type: 'array',
        title: 'Features',
        items: {
          anyOf: [
            { const: 'auth', title: 'Auth' },
            { const: 'logs', title: 'Logs' },
            { const: 'metrics', title: 'Metrics' },
          ],
        },
        default: ['logs', 'metrics'],
      },
    },
  },
} as const;

/** Defaults a server got wrong: the card prefills them and says what to fix before Submit. */
export const invalidDefaultsParams = {
  message: 'Confirm the contact details.',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', title: 'Email', format: 'email', default: 'ops at example' },
      replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9, default: 12 },
      code: { type: 'string', title: 'Code', minLength: 6, default: 'abc' },
    },
    required: ['email'],
  },
} as const;

export const multiParams = {
  message: 'Which regions should get the canary?',
  requestedSchema: {
    type: 'object',
    properties: {
      regions: {
        type: 'array',
        title: 'Regions',
        description: 'Choose two or three regions.',
        minItems: 2,
        maxItems: 3,
        items: { type: 'string', enum: ['eu-west-1', 'eu-central-1', 'us-east-1', 'ap-south-1'] },
      },
    },
    required: ['regions'],
  },
} as const;

export const zhParams = {
  message: '部署到预发布环境之前，请确认以下信息。',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '服务名称', minLength: 2 },
      replicas: { type: 'integer', title: '副本数', minimum: 1, maximum: 9, default: 2 },
      notify: { type: 'boolean', title: '通知', description: '完成后在群里通知？' },
    },
    required: ['name'],
  },
} as const;

/** A confirmation (issue 25 #6): no fields, only the message; Accept sends `content: {}`. */
export const confirmationParams = {
  message: 'Delete the staging database "orders-stg"? This cannot be undone.',
  requestedSchema: { type: 'object', properties: {} },
} as const;

/**
 * A form the SDK accepts but no content satisfies (issue 25 #7): a required integer between 9
 * and 1. The card gives the reason and offers Decline / Close only.
 */
export const unanswerableParams = {
  message: 'How many replicas should the canary run?',
  requestedSchema: {
    type: 'object',
    properties: { replicas: { type: 'integer', title: 'Replicas', minimum: 9, maximum: 1 } },
    required: ['replicas'],
  },
} as const;

export const form = (params: unknown, options: ElicitParseOptions = {}) =>
  parseElicitRequest(params, { source: SERVER, ...options });

export const urlRequest = (url = 'https://accounts.example.com/oauth/authorize?client=deploy') =>
  parseElicitUrlRequest(
    {
      mode: 'url',
      message: 'Sign in to your cloud account so I can deploy on your behalf.',
      elicitationId: 'el-7f3a',
      url,
    },
    { source: SERVER },
  );

/** What the client sends back, for people and for plays (`role="status"`, "Elicit result"). */
function Result({ result }: { result: ElicitResult | null }) {
  return <ResultPanel label="Elicit result">{result ? JSON.stringify(result) : ''}</ResultPanel>;
}

export interface FormHostProps {
  params: unknown;
  layout?: AskLayout;
  options?: ElicitParseOptions;
  onResult?: (result: ElicitResult) => void;
  width?: number;
}

/** A host: the form card and the `ElicitResult` it would send. */
export function FormHost({ params, layout = 'stacked', options, onResult, width }: FormHostProps) {
  const [result, setResult] = useState<ElicitResult | null>(null);
  const [request] = useState(() => form(params, options));
  return (
    <div style={{ ...stack, ...(width ? { maxWidth: width } : {}) }}>
      <AskCard
        request={request}
        layout={layout}
        onResolve={(r: AskResolution) => {
          const value = r.result as ElicitResult;
          setResult(value);
          onResult?.(value);
        }}
      />
      <Result result={result} />
    </div>
  );
}

export interface UrlHostProps {
  url?: string;
  onOpenUrl?: (url: string) => void;
  onResult?: (result: ElicitResult) => void;
  /** The server already reported the interaction complete (`notifications/elicitation/complete`). */
  completed?: boolean;
}

/** A host of the URL-mode card: it opens links itself (here: only records them). */
export function UrlHost({ url, onOpenUrl = () => {}, onResult, completed }: UrlHostProps) {
  const [result, setResult] = useState<ElicitResult | null>(null);
  const [request] = useState(() => urlRequest(url));
  return (
    <div style={stack}>
      <AskUrlCard
        request={request}
        onOpenUrl={onOpenUrl}
        completed={completed}
        onResolve={(value) => {
          setResult(value);
          onResult?.(value);
        }}
      />
      <Result result={result} />
    </div>
  );
}

/** The card a form story renders. */
export const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="root"]')!;

/** Waits until the story's "Elicit result" status shows exactly `result` (what the server reads). */
export async function expectResult(canvasElement: HTMLElement, result: unknown) {
  const status = within(canvasElement).getByRole('status', { name: 'Elicit result' });
  await waitFor(() => expect(JSON.parse(status.textContent || 'null')).toEqual(result));
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AskCard,
  AskMessagesProvider,
  AskRegistryProvider,
  askToolEntry,
  createAskRegistry,
  zhCNCard,
  type AskCardMessages,
  type AskResolution,
} from '../../src/card';
import type { AskRequest } from '../../src/core/types';
import { askUserRequest, singleRequest } from '../../src/react/ask-card/fixtures';
import { expectNoAxeViolations, mounted, press, tab } from '../keyboard';
import { ResultPanel, stack } from '../panels';

/**
 * `ask-cards/card` (issue 31): the same card, reading only the dialects the host registers, so a
 * page that renders one dialect bundles that dialect alone. Registered here: `asktool` alone
 * (`createAskRegistry([askToolEntry])`). A request of another dialect, or a card with no registry
 * at all, shows the invalid-request notice, never a half-built card; `onError` says what to add.
 * Its strings are its own English, or the catalog the host imports (`AskMessagesProvider` with
 * `zhCNCard`): no other view's strings, no other language.
 */
const registry = createAskRegistry([askToolEntry]);

interface HostProps {
  request: AskRequest;
  /** Whether the host wraps the card in `AskRegistryProvider` (else it forgot to). */
  provided: boolean;
  onResolve?: (resolution: AskResolution) => void;
  onError?: (error: Error) => void;
  /** The catalog the host imports and sets with `AskMessagesProvider` (else the card's English). */
  messages?: Partial<AskCardMessages>;
}

/** A host page: the card, then what it sent back and the error it was told. */
function Host({ request, provided, onResolve, onError, messages }: HostProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const card = (
    <AskCard
      request={request}
      onResolve={(r) => {
        setContent(r.content);
        onResolve?.(r);
      }}
      onError={(e) => {
        // The card's `onError` (an `AskInputError`), not an `<img>`-style error event.
        if (!(e instanceof Error)) return;
        setError(e.message);
        onError?.(e);
      }}
    />
  );
  const registered = provided ? (
    <AskRegistryProvider registry={registry}>{card}</AskRegistryProvider>
  ) : (
    card
  );
  return (
    <div style={stack}>
      {messages ? (
        <AskMessagesProvider messages={messages}>{registered}</AskMessagesProvider>
      ) : (
        registered
      )}
      <ResultPanel label="Tool result">{content}</ResultPanel>
      <ResultPanel label="Error">{error}</ResultPanel>
    </div>
  );
}

const meta = {
  title: 'Tests/AskCard/Only the dialects you register',
  // Play-function tests: every assertion runs in the storybook projects; no Docs page.
  tags: ['!autodocs'],
  component: Host,
  args: { request: singleRequest, provided: true, onResolve: fn(), onError: fn() },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (root: HTMLElement, label: string) => within(root).getByLabelText(label);

/** `asktool` registered: the card as `ask-cards` draws it, answered by keyboard. */
export const OneDialect: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    await expectNoAxeViolations(canvasElement);
    await tab();
    await press('2');
    await press('{Enter}');
    await waitFor(() =>
      expect(panel(canvasElement, 'Tool result').textContent).toBe(
        'Which **environment** should I deploy to?\uFF1AProduction',
      ),
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/**
 * The same card in Chinese from the one catalog the host imports (`zhCNCard`), answered by
 * keyboard.
 */
export const InChinese: Story = {
  args: { messages: zhCNCard },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await mounted();
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('选择一项');
    await expect(canvas.getByRole('button', { name: '跳过' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
    await tab();
    await press('2');
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible();
    await press('{Enter}');
    await waitFor(() =>
      expect(panel(canvasElement, 'Tool result').textContent).toBe(
        'Which **environment** should I deploy to?\uFF1AProduction',
      ),
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};

/** An `ask_user` request to a page that registered only `asktool`: the notice, the reason. */
export const DialectNotRegistered: Story = {
  args: { request: askUserRequest },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(panel(canvasElement, 'Error').textContent).toContain('"asktool"');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(canvasElement);
  },
};

/**
 * A number question under a page that registered only `asktool`: its entry checks no numbers,
 * so the card shows the notice instead of a field it cannot check, and the error names
 * the rule to add (`fields: askNumberRules`).
 */
export const FieldNoDialectChecks: Story = {
  args: {
    request: {
      dialect: 'asktool',
      questions: [
        {
          id: 'replicas',
          question: 'How many replicas?',
          options: [],
          multiSelect: false,
          input: { kind: 'integer', min: 1, max: 9 },
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(panel(canvasElement, 'Error').textContent).toContain('askNumberRules');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(canvasElement);
  },
};

/** No registry at all: the notice, and an error saying how to give one. */
export const NoRegistry: Story = {
  args: { provided: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(panel(canvasElement, 'Error').textContent).toContain(
      'createAskRegistry([askToolEntry])',
    );
    await userEvent.tab();
    await expectNoAxeViolations(canvasElement);
  },
};
